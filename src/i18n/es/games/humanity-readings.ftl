# Humanity (nombre de registro `humanity`): «Cómo lee las reglas esta edición» en su página de ayuda
# de reglas (templates/games/humanity/rules.html). El motor solo guarda los códigos, en orden
# (engine::humanity::readings::READINGS); cada código tiene aquí un título y una explicación.
# Términos (como en humanity-rules.ftl): astronauta, módulo, hangar, experimento, misión, estación,
# brazo, loseta, casilla, invernadero, unidades, electricidad, recurso básico / avanzado, mejora;
# PT (puntos de trabajo), PI (puntos de investigación), PV (puntos de victoria). Se tutea al jugador.

humanity-reading-D1-title = Las conversiones pueden usar electricidad
humanity-reading-D1-text = Un recurso avanzado puede pagarse con tres unidades cualesquiera de su recurso básico asociado o de electricidad, mezcladas libremente, incluidas las unidades de productores variables. Tres de electricidad pagan un recurso avanzado.

humanity-reading-D2-title = Las losetas de comunicación conservan su valor
humanity-reading-D2-text = Un módulo de comunicación desplegado se sustituye por una loseta naranja o azul que vale la misma investigación que la loseta que robaste, sea cual sea el año en curso.

humanity-reading-D3-title = Una estación vacía hace que el brazo dé la vuelta completa
humanity-reading-D3-text = Si no queda ningún módulo en la estación después de vaciar los dos hangares cruzados, el brazo da la vuelta completa y todos los astronautas de la estación vuelven a la base.

humanity-reading-D4-title = Nada se elige por ti
humanity-reading-D4-text = El juego nunca elige un astronauta ni un pago por ti. El turno ofrece primero un pago propuesto y luego todas las demás formas de pagar.

humanity-reading-D5-title = El invernadero comodín es una forma propia
humanity-reading-D5-text = El invernadero comodín cuenta como una cuarta forma. Como un grupo tiene como máximo tres invernaderos, esto da los mismos resultados que dejar que tome la forma que falte.

humanity-reading-D6-title = Quitar una misión exige un resultado mejor en ese momento
humanity-reading-D6-text = Para quitarle una misión a quien la tiene, tu resultado debe ser estrictamente mayor que el suyo tal como está en ese momento. Un empate nunca basta para quitársela.

humanity-reading-D7-title = La investigación se detiene en 50; los empates no dan bonificación
humanity-reading-D7-text = La investigación por encima de 50 se pierde. La bonificación de fin de año solo cuenta a los jugadores estrictamente por detrás de ti, así que una investigación igual no da nada; con dos jugadores, solo quien va estrictamente en cabeza recibe los 2 extra.

humanity-reading-D8-title = Los recursos solo se gastan al pagar
humanity-reading-D8-text = Las unidades solo salen de tus módulos como parte del pago de un módulo o de un experimento; no hay conversión libre en ningún otro momento.

humanity-reading-D9-title = Un turno confirmado, colocaciones y ciencia ocultas
humanity-reading-D9-text = Eliges todo tu turno paso a paso, ves lo que hará y lo confirmas una sola vez: nada cuenta antes. Todos colocan a la vez a los astronautas que vuelven, y estos quedan ocultos hasta que todos han elegido. Los totales de ciencia quedan ocultos hasta el final.

humanity-reading-D10-title = Las mejoras son obligatorias
humanity-reading-D10-text = Cada mejora obtenida por un cuadrado debe ir a un astronauta con menos de 4 PT mientras haya alguno; solo cuando no queda ninguno se pierde la mejora.

humanity-reading-D11-title = Pequeños detalles aclarados
humanity-reading-D11-text = Un módulo de producción nuevo tiene 1 unidad. Un módulo de tiempo puede volver a usarse en el mismo turno por 1 PT cada vez. Los astronautas empujados al hangar del brazo se quedan allí y vuelven a la base en el siguiente giro de la estación. Ese giro devuelve a los astronautas desde el antiguo hangar del brazo (incluido) hasta el nuevo (excluido). Un experimento de tiempo también mueve al astronauta que acaba de realizarlo.

humanity-reading-D12-title = Dónde empiezan los terceros astronautas
humanity-reading-D12-text = El tercer astronauta de cada puesto empieza en el hangar 3 + jugadores - puesto, así que el astronauta del primer jugador es el que está más lejos de volver a la base.

humanity-reading-D13-title = El orden de las ganancias de un despliegue
humanity-reading-D13-text = Un despliegue puntúa sus puntos impresos, luego los cuadrados, luego la investigación, luego la investigación por adyacencia y luego las mejoras. Los totales son los mismos que en el orden impreso.

humanity-reading-Q1-title = Pasar cuando estás bloqueado
humanity-reading-Q1-text = Si no tienes ninguna acción legal (todos los productores llenos, nada que activar, nada que puedas pagar), puedes pasar, lo que agota al astronauta. Pasar se rechaza siempre que sea posible cualquier otra cosa.

humanity-reading-Q2-title = Los pagos no pueden quedarse atascados
humanity-reading-Q2-text = Un pago se comprueba entero cuando lo envías: debe cubrir el coste exactamente, o el mensaje dice qué falta o qué sobra. No existe un estado a medio pagar.

humanity-reading-Q3-title = Nada se deshace a medias
humanity-reading-Q3-text = Como un turno se aplica entero o no se aplica, una misión quitada nunca puede restablecerse para un jugador y no para el otro.

humanity-reading-Q4-title = Nadie juega sin astronautas
humanity-reading-Q4-text = Se salta a los jugadores sin un astronauta activo, y la colocación solo espera a los jugadores que tienen astronautas por colocar.

humanity-reading-Q5-title = Los experimentos se comprueban en el servidor
humanity-reading-Q5-text = Un experimento debe estar expuesto y debes poder pagarlo; el motor comprueba ambas cosas.

humanity-reading-Q6-title = Qué módulos vacía el pago sugerido
humanity-reading-Q6-text = El pago sugerido gasta la menor electricidad posible y toma unidades de los módulos de año antes que de los módulos iniciales, en el orden del catálogo, como hace la referencia.
