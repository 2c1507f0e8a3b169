# Origins: How We Became Human (nombre de registro `origins`): «Cómo interpreta esta edición las
# reglas», todas las interpretaciones de la sección 20 del diseño (D1–D48) y las adaptaciones
# Turnpost de la sección 21 (S1–S8), con nuestras palabras, en la página de ayuda de las reglas
# (templates/games/origins/rules.html). El motor solo guarda los códigos, en orden
# (src/engine/origins/readings.rs, READINGS). Se tutea al jugador; los nombres de los componentes
# y los términos son los de games/origins.ftl (ancianos, reserva de ancianos, unidades, unidad de
# era, mapa cerebral, carta de idea, carta pública, subasta, metrópolis, esclavista,
# esclavizado...). Todos los códigos son identificadores Fluent válidos tal cual.

## Las interpretaciones de las reglas (sección 20 del diseño)
origins-reading-D1-title = Hasta dónde hacen avanzar las cartas las pistas
origins-reading-D1-text = Las notas de juego cuentan, por era, cuántas cartas hacen avanzar cada pista de infraestructura y hasta qué nivel. En esta edición, todo avance por una carta se detiene en ese nivel.
origins-reading-D2-title = Tu letra es tu mapa cerebral
origins-reading-D2-text = Todo lo que usa una letra (empates en las subastas, el jugador inicial, puntos de victoria, requisitos de la edad de oro) usa el mapa cerebral que tienes ahora, que una Revolución puede cambiar.
origins-reading-D3-title = Las pistas se llenan por la derecha
origins-reading-D3-text = La pista de innovación tiene casillas de 0 a 7 y la pista de población de 0 a 10. Las unidades salen por la izquierda y llegan a la casilla vacía situada más a la derecha, así que cada número es la casilla a la izquierda de las unidades.
origins-reading-D4-title = De dónde sale un anciano nuevo
origins-reading-D4-text = Un anciano nuevo sale de la pista de innovación; solo cuando esa pista está vacía sale de la pista de población.
origins-reading-D5-title = Los ancianos nuevos trabajan enseguida
origins-reading-D5-text = Un anciano nuevo llega al lado de los productores de tu reserva de ancianos.
origins-reading-D6-title = Una reserva llena no admite más
origins-reading-D6-text = Tu reserva tiene como máximo un anciano más que tu número de metrópolis. Una vez llena, ninguna ganancia, incorporación, asedio ni comercio añade otro, pero los ancianos que ya están en ella se quedan si cae una metrópolis.
origins-reading-D7-title = Una reactivación, una carta
origins-reading-D7-text = Cada reactivación despierta a un anciano gastado o vuelve a poner boca arriba una de tus cartas públicas suprimidas.
origins-reading-D8-title = Después de la era I, todo instinto cuenta
origins-reading-D8-text = Una vez despejado tu mapa cerebral, todo instinto que pida una carta cuenta como visible.
origins-reading-D9-title = Bering y Hawái unen los bordes
origins-reading-D9-text = Las dos intersecciones impresas en ambos bordes del mapa son una sola intersección cada una, y los hexágonos que las rodean son vecinos a través del borde.
origins-reading-D10-title = Especies recomendadas por asiento
origins-reading-D10-text = Con el reparto recomendado, los primeros asientos en el orden de la mesa reciben las especies que sugiere el reglamento.
origins-reading-D11-title = Las reactivaciones pueden ayudar a otros
origins-reading-D11-text = Una reactivación puede despertar al anciano gastado de otro jugador; solo puede ayudarle, así que no se le pregunta.
origins-reading-D12-title = Qué catástrofes golpean
origins-reading-D12-text = Solo golpean, en tu fase 2, las catástrofes de las cartas públicas que robaste de un mazo en este turno.
origins-reading-D13-title = Cómo funciona la enfermedad
origins-reading-D13-text = Un jugador cuya inmunología ha alcanzado el límite de la enfermedad es inmune. Cualquier otro sube su inmunología en uno (hasta el límite), pierde un anciano y hace dos aumentos de fecundidad.
origins-reading-D14-title = Una sola cara de una carta de idea
origins-reading-D14-text = Resuelves exactamente una cara de una carta de idea: la izquierda si cumples sus requisitos y la eliges; si no, la derecha.
origins-reading-D15-title = Lo que es opcional
origins-reading-D15-text = La domesticación, los bárbaros y las disminuciones de la fecundidad de una carta quedan a tu elección; la encefalización y los avances de pista ocurren siempre.
origins-reading-D16-title = Las subastas dan la vuelta a la mesa
origins-reading-D16-text = Una subasta pregunta por turno a cada jugador que puede pujar, empezando por el jugador activo. Cada puja debe ponerse en cabeza; una puja igual se pone en cabeza si su letra va después. Termina cuando todos los demás han pasado desde que alguien se puso en cabeza por última vez.
origins-reading-D17-title = Sin pujas, carta gratis
origins-reading-D17-text = Si nadie puede pujar o nadie lo hace, el jugador activo se lleva la carta gratis.
origins-reading-D18-title = Acciones facilitadas
origins-reading-D18-text = Una acción facilitada ignora los requisitos de era y de instinto, pero nada más: los costes, los objetivos y la esclavitud siguen aplicándose.
origins-reading-D19-title = La difusión cultural es automática
origins-reading-D19-text = Tras cualquier ataque contra ti, si tienes una carta de difusión en tu pila de descartes, la carta superior de la pila del atacante pasa a tu mano de inmediato.
origins-reading-D20-title = Locución significa caos
origins-reading-D20-text = Usar Locución te lleva al caos en la fase 4, aunque tu población no necesite tirada.
origins-reading-D21-title = La penalización de la Revolución espera
origins-reading-D21-text = El −2 de una Revolución espera a tu próxima tirada de estabilidad que se haga de verdad, y varios se suman.
origins-reading-D22-title = El caos en una edad oscura
origins-reading-D22-text = El caos solo mueve tu unidad de era si está en una casilla de edad de oro.
origins-reading-D23-title = Pagar acciones de población
origins-reading-D23-text = Puedes gastar ancianos en acciones de población adicionales en cualquier momento de la fase 5, una acción por anciano.
origins-reading-D24-title = Comercio
origins-reading-D24-text = En un comercio, el jugador más atrasado avanza aunque la reserva del más adelantado esté llena; la acción solo se gasta si el socio acepta.
origins-reading-D25-title = Un movimiento por unidad
origins-reading-D25-text = El movimiento gratuito tras el crecimiento es el movimiento de esa unidad en el turno, y una colocación que ataca termina su movimiento.
origins-reading-D26-title = Adónde va el crecimiento
origins-reading-D26-text = Una unidad nueva va a una intersección habitable junto a un hexágono con una unidad tuya o de tu esclavizado, o a una esquina de uno de tus hexágonos de metrópolis, donde puede atacar a una unidad extranjera.
origins-reading-D27-title = Volver al mapa
origins-reading-D27-text = Un jugador libre que ya no tiene unidades puede crecer alrededor de la intersección de salida de su propia hoja de demografía.
origins-reading-D28-title = Costes en el mar
origins-reading-D28-text = Con poder colonial, entrar en una intersección de mar o cruzar mar abierto cuesta 2; salir del mar cuesta 1; con bloqueo, cada paso cuesta 1.
origins-reading-D29-title = Paso negado entre esclavista y esclavizado
origins-reading-D29-text = Si un esclavista y un esclavizado se niegan el paso, la unidad que se mueve se detiene en el último lugar libre de su camino donde pueda estar, o se queda en casa.
origins-reading-D30-title = Atacar a través del agua
origins-reading-D30-text = Un atacante lucha con un nivel de metalurgia menos si su movimiento, hasta la batalla, cruzó un estrecho o mar abierto o entró en una intersección de mar.
origins-reading-D31-title = Un vencedor que no puede quedarse
origins-reading-D31-text = Un atacante que gana donde no puede quedarse también se pierde.
origins-reading-D32-title = Los esclavizados no asedian
origins-reading-D32-text = Un esclavizado no puede asediar, ya que no puede poseer metrópolis.
origins-reading-D33-title = Un asedio por hexágono
origins-reading-D33-text = Cada hexágono puede ser asediado como máximo una vez por turno.
origins-reading-D34-title = Incursiones tras los asedios
origins-reading-D34-text = Una incursión sabina tras un asedio se hace justo después de él, con acciones de población guardadas de la fase 5 o pagadas en ese momento.
origins-reading-D35-title = La hambruna en orden
origins-reading-D35-text = Retiras las unidades hambrientas en el orden que elijas, y cada una debe seguir en un hexágono de hambruna cuando se retira.
origins-reading-D36-title = Los animales fieros se extinguen
origins-reading-D36-text = Un resultado «demasiado fiero» extingue al animal, sea cual sea el número de jugadores.
origins-reading-D37-title = Primero la metrópolis
origins-reading-D37-text = Una domesticación con éxito construye su metrópolis antes que sus demás ganancias, así que la nueva metrópolis ya cuenta para tu reserva.
origins-reading-D38-title = Recursos junto a tu metrópolis
origins-reading-D38-text = Puedes explotar un recurso donde solo tienes una metrópolis; el resultado no construye entonces una segunda metrópolis.
origins-reading-D39-title = Emplazamientos y tecnología
origins-reading-D39-text = Los pozos conservan los emplazamientos amarillos en el desierto, los pesticidas los verdes en la jungla y las pieles los de tundra en los trópicos; nada salva un emplazamiento azul de la subida del mar.
origins-reading-D40-title = Locución necesita Wernicke
origins-reading-D40-text = Locución solo se permite mientras una unidad cerebral cubra el área de Wernicke.
origins-reading-D41-title = Quién se convierte en el esclavista
origins-reading-D41-text = El otro bando de la batalla o del asedio que se llevó tu última unidad se convierte en tu esclavista; si no, eliges tú. Ser esclavizado libera primero a tus propios esclavizados.
origins-reading-D42-title = Tecnología compartida
origins-reading-D42-text = Cuando un esclavista o un esclavizado avanza en una pista, el otro también avanza en ella, hasta el mismo límite, y esa copia no se vuelve a copiar.
origins-reading-D43-title = Revueltas de los esclavizados
origins-reading-D43-text = Cuando termina una esclavitud, los trabajadores inmigrantes del esclavista vuelven primero a casa; luego el esclavizado asedia una a una las metrópolis del esclavista en sus hexágonos; tras un caos, el esclavizado se queda con el terreno que perdió el esclavista.
origins-reading-D44-title = Enfermedad entre esclavista y esclavizado
origins-reading-D44-text = Una enfermedad que golpea a un esclavista o a un esclavizado golpea también al otro, una vez.
origins-reading-D45-title = Desempates
origins-reading-D45-text = Una puntuación empatada se la lleva quien tenga más ancianos, luego más metrópolis; si no, el puesto se comparte.
origins-reading-D46-title = Varios jugadores esclavizados a la vez
origins-reading-D46-text = Cuando un mismo suceso deja a varios jugadores sin unidades, se tratan uno a uno en el orden de turno a partir del jugador activo.
origins-reading-D47-title = La difusión funciona desde cualquier lugar de la pila
origins-reading-D47-text = Una carta de difusión funciona desde cualquier lugar de tu pila de descartes, así que usarla muestra a los demás que tu pila tiene una.
origins-reading-D48-title = Lexicalización
origins-reading-D48-text = La Lexicalización pide un instinto de lenguaje visible con la unidad que se mueve levantada: una región del habla vacía antes del movimiento, o la que deja la unidad.

## Las adaptaciones Turnpost (sección 21 del diseño), también listadas como simplificaciones
origins-reading-S1-title = Sin era IV
origins-reading-S1-text = La era IV es una expansión que el juego básico no tiene, así que la partida termina cuando el primer jugador entra en la edad oscura de la era IV.
origins-reading-S2-title = No hay embargos
origins-reading-S2-text = Los derechos sobre el petróleo solo importan para la tecnología de la era IV, así que los embargos se dejan fuera; los hexágonos de petróleo siguen siendo recursos.
origins-reading-S3-title = Las pistas se detienen antes
origins-reading-S3-text = Las pistas de infraestructura se detienen en los niveles que pueden alcanzar las eras I a III, y las tecnologías posteriores se dejan fuera.
origins-reading-S4-title = Ayuda en momentos fijos
origins-reading-S4-text = Gastar ancianos por otro jugador se hace como promesa en una subasta o como oferta que dura hasta el final del siguiente turno de ese jugador.
origins-reading-S5-title = Los acuerdos son solo palabras
origins-reading-S5-text = Los tratos nunca se hacen cumplir; los jugadores los cierran en la charla de la mesa.
origins-reading-S6-title = Un límite de turnos
origins-reading-S6-text = Para que toda partida termine, la partida también acaba tras un número fijo de turnos de juego, con la puntuación habitual. La mesa lo elige en el formulario de nueva partida: 100 para la partida completa (mucho más de lo que necesita una partida jugada hasta el final), o 12 o 3 turnos de juego para una partida más corta.
origins-reading-S7-title = Un rechazo por socio
origins-reading-S7-text = Cuando un socio rechaza tu comercio, no puedes proponerle otro en la misma fase.
origins-reading-S8-title = Las cartas tomadas de una mano no se nombran en el registro
origins-reading-S8-text = El registro de la partida es el mismo para todos, así que una carta tomada al azar de una mano (espionaje, o una incursión sabina por una carta) se anota sin su nombre; quien la toma y su víctima ven qué carta era en sus propias manos.
