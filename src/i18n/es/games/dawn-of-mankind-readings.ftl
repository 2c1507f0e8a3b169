# Dawn of Mankind (dawn-of-mankind): las listas de la página de ayuda sobre las reglas (templates/games/dawn_of_mankind/rules.html):
# cómo lee las reglas esta edición, los componentes diseñados para esta edición y las reglas que citan los mensajes del juego.
# Los términos del juego son los de dawn-of-mankind.ftl (las palabras de las reglas en español). Se trata al jugador de «tú».

## Cómo lee las reglas esta edición: un título y un texto por lectura, por código.
# D1–D27: las lecturas de la sección 15 del diseño; T1–T8: las que eligió el motor donde la página de diseño no dice nada.
# RC es la primera área preparada (columna I).
dawn-of-mankind-reading-D1-title = De dos a cinco jugadores
dawn-of-mankind-reading-D1-text = La partida admite de 2 a 5 jugadores: la caja contiene cinco tapetes, cinco cartas de configuración y ocho meeples de cada uno de los cinco colores.
dawn-of-mankind-reading-D2-title = El jugador inicial se sortea
dawn-of-mankind-reading-D2-text = El jugador inicial se elige al azar al crear la partida, en lugar de preguntar quién fue el último en empuñar un garrote.
dawn-of-mankind-reading-D3-title = La preparación avanza de uno en uno
dawn-of-mankind-reading-D3-text = La preparación tiene cuatro vueltas. En cada vuelta, cada jugador hace una tarea de preparación, de uno en uno, en sentido antihorario a partir del jugador situado a la derecha del jugador inicial, de modo que el jugador inicial es el último en cada vuelta.
dawn-of-mankind-reading-D4-title = El reparto cuenta los meeples de todos
dawn-of-mankind-reading-D4-text = Cuando un meeple de la preparación debe ir al área preparada con menos meeples, se cuentan los meeples de todos los jugadores, no solo los tuyos.
dawn-of-mankind-reading-D5-title = Puedes moverte adonde no puedes pagar
dawn-of-mankind-reading-D5-text = Está permitido moverse a una loseta cuya acción no puedes pagar; la acción simplemente no se realiza, pero el empujón sí.
dawn-of-mankind-reading-D6-title = Las acciones son obligatorias; los iconos, opcionales
dawn-of-mankind-reading-D6-text = Si puedes pagar la acción de una loseta, debes realizarla. Los iconos de progreso, arte y recién nacido de una loseta quedan siempre a tu elección.
dawn-of-mankind-reading-D7-title = Los recién nacidos de las líneas son automáticos
dawn-of-mankind-reading-D7-text = Un icono de recién nacido en una línea te da un recién nacido siempre que esté permitido; un icono de recién nacido en una loseta queda a tu elección.
dawn-of-mankind-reading-D8-title = El meeple que se mueve no está en la primera área
dawn-of-mankind-reading-D8-text = Cuando se comprueba el límite de la primera área (RC) para un recién nacido de una línea, el meeple que está viajando ya no cuenta como si estuviera en su área preparada.
dawn-of-mankind-reading-D9-title = Los ancianos empujados vuelven a casa
dawn-of-mankind-reading-D9-text = Un meeple empujado fuera de una loseta de ancianos vuelve al tapete de su dueño.
dawn-of-mankind-reading-D10-title = El arte de la línea va primero
dawn-of-mankind-reading-D10-text = El arte de una línea se crea antes del empujón y antes de la acción de la loseta, así que lo que da la loseta no sirve para pagarlo.
dawn-of-mankind-reading-D11-title = Cada nombre se adquiere una sola vez
dawn-of-mankind-reading-D11-text = Nunca puedes tomar una segunda carta de un nombre que ya tienes, aunque la primera esté cubierta. Las cartas cubiertas siguen puntuando al final.
dawn-of-mankind-reading-D12-title = Los espacios con nombre solo admiten su propia carta
dawn-of-mankind-reading-D12-text = Solo las cartas de cocina, religión y narración de cuentos van en esos tres espacios del tapete; cualquier otra carta va en una de las tres ranuras, quizá encima de una carta que ya esté allí.
dawn-of-mankind-reading-D13-title = La religión duplica las dos mitades
dawn-of-mankind-reading-D13-text = La carta de religión da al final 2 PV por cada 2 de comida y 4 PV por cada 2 herramientas o pieles.
dawn-of-mankind-reading-D14-title = Solo tu propio turno puede terminar la partida
dawn-of-mankind-reading-D14-text = Solo se comprueba si tiene 60 PV el jugador que acaba de jugar, al final de su turno, y solo cuentan sus fichas de PV; las bonificaciones de final de partida llegan después.
dawn-of-mankind-reading-D15-title = Los empates pueden compartirse
dawn-of-mankind-reading-D15-text = Los jugadores que sigan empatados tras comparar sus meeples en el tablero comparten el puesto; la prueba física de apilar no se puede jugar aquí.
dawn-of-mankind-reading-D16-title = Los PV son privados
dawn-of-mankind-reading-D16-text = Tu total de PV, y cada cantidad de PV que ganas o pagas, quedan ocultos para los demás jugadores hasta que termina la partida. El registro dice lo que hiciste, nunca cuántos PV te dio.
dawn-of-mankind-reading-D17-title = Caza del mamut manda al cazador a casa
dawn-of-mankind-reading-D17-text = En Caza del mamut, el meeple que ha actuado vuelve al tapete de su dueño después de pagar, y la loseta queda vacía. Si no se puede pagar la herramienta, el meeple se queda.
dawn-of-mankind-reading-D18-title = El tope de 8 va al final
dawn-of-mankind-reading-D18-text = Primero se suman las bonificaciones de progreso y después cada recurso se limita a 8; lo que sobra se pierde.
dawn-of-mankind-reading-D19-title = Tú eliges la mezcla de comida
dawn-of-mankind-reading-D19-text = Siempre que se paga comida (en una loseta o al cocinar), tú eliges cuánta fruta y cuánta carne.
dawn-of-mankind-reading-D20-title = Siempre se puede descansar
dawn-of-mankind-reading-D20-text = Puedes descansar aunque no tengas ningún meeple en ninguna loseta.
dawn-of-mankind-reading-D21-title = Expandir la tribu requiere un meeple en el tapete
dawn-of-mankind-reading-D21-text = Solo puedes expandir tu tribu si te queda un meeple en el tapete; un jugador nunca tiene más de 8.
dawn-of-mankind-reading-D22-title = El reparto es solo una regla de la preparación
dawn-of-mankind-reading-D22-text = Solo los meeples de la preparación en las columnas II y III deben ir a un área preparada con menos meeples. Durante la partida, cualquier área preparada admite cualquier número.
dawn-of-mankind-reading-D23-title = Turnpost termina las partidas bloqueadas y juega los turnos forzados
dawn-of-mankind-reading-D23-text = Si todos los jugadores descansan seguidos sin que nada cambie, la partida termina y se puntúa. Cuando solo tienes una jugada posible, se juega por ti de inmediato.
dawn-of-mankind-reading-D24-title = Los ancianos nunca esperan en la orilla
dawn-of-mankind-reading-D24-text = Los ancianos que descansan o son empujados salen del tablero de inmediato hacia el tapete de su dueño.
dawn-of-mankind-reading-D25-title = Las cartas de bonificación suman uno por ganancia
dawn-of-mankind-reading-D25-text = Las cartas de caza, recolección, talla de sílex y curtido suman una unidad cada vez que una loseta da ese recurso, sin importar cuántas unidades dé la loseta.
dawn-of-mankind-reading-D26-title = Carne, no pescado
dawn-of-mankind-reading-D26-text = El recurso de comida que acompaña a la fruta se llama aquí carne; una reseña lo llama pescado.
dawn-of-mankind-reading-D27-title = Tres efectos de carta son nuestros
dawn-of-mankind-reading-D27-text = Refugio, partería y conservación son cartas de la edición Turnpost: cambian el límite de la primera área (RC), el precio de expandir la tribu y los niveles máximos.
dawn-of-mankind-reading-T1-title = Se acepta el «type» de la página de diseño
dawn-of-mankind-reading-T1-text = Los envíos usan el campo «kind», como todos los juegos de Turnpost; «type» se acepta como el mismo campo.
dawn-of-mankind-reading-T2-title = Iconos solo en las caras realizadas
dawn-of-mankind-reading-T2-text = El icono de una loseta solo se ofrece después de realizar su acción. Ninguna loseta de la edición Turnpost con icono tiene nada que pagar, así que esto nunca te quita un icono.
dawn-of-mankind-reading-T3-title = Tiempo agotado en la preparación
dawn-of-mankind-reading-T3-text = Si vence tu fecha límite durante la preparación, se toma por ti la carta de configuración de número más bajo que haya sobre la mesa; cuando ya tienes una, se coloca un meeple en la columna más baja que aún no hayas llenado, en el área preparada permitida de número más bajo.
dawn-of-mankind-reading-T4-title = Clasificación de una partida sin terminar
dawn-of-mankind-reading-T4-text = Una partida detenida antes de tiempo se clasifica por la puntuación que tendría ahora: los PV más las bonificaciones de final de partida, con los mismos desempates.
dawn-of-mankind-reading-T5-title = Expandir la tribu cuenta los ancianos que vuelven
dawn-of-mankind-reading-T5-text = Si puedes expandir la tribu se comprueba después de que tus ancianos que descansan hayan vuelto al tapete, así que uno de ellos puede ser el meeple que entra en la primera área (RC).
dawn-of-mankind-reading-T6-title = Trueque recibe la bonificación
dawn-of-mankind-reading-T6-text = Las tres unidades que da Trueque son una ganancia de loseta, así que la carta de caza, recolección, talla de sílex o curtido les suma una.
dawn-of-mankind-reading-T7-title = El arte queda anotado en el registro
dawn-of-mankind-reading-T7-text = Cuando se usa la última línea de una carta, el registro dice qué carta pasó bajo el mazo y cuál se robó, como lo vería cualquiera sentado a la mesa; el orden del mazo sigue oculto.
dawn-of-mankind-reading-T8-title = Los turnos automáticos quedan registrados
dawn-of-mankind-reading-T8-text = Un turno jugado por ti porque era el único posible se marca como automático en el registro.

## Edición Turnpost: los componentes diseñados para esta edición, uno por línea de la lista.
dawn-of-mankind-rules-edition-board = las líneas, los iconos y las salidas del tablero
dawn-of-mankind-rules-edition-tiles = las 19 losetas de acción y sus 27 caras
dawn-of-mankind-rules-edition-progress = los costes de las 44 cartas de progreso y los efectos de todos los nombres salvo religión y narración de cuentos
dawn-of-mankind-rules-edition-art = las 8 cartas de arte
dawn-of-mankind-rules-edition-setup = las 5 cartas de configuración
dawn-of-mankind-rules-edition-cooking = el espacio preimpreso de cocina (3 de comida por 3 PV)

## Las reglas que citan los mensajes del juego, con nuestras palabras, por número de regla.
# El «.» de un número de regla no cabe en un id: se escribe «-» (la regla 0.9 es dawn-of-mankind-rules-cited-0-9).
dawn-of-mankind-rules-cited-0-9 = Pagar comida: la comida es fruta y carne, en cualquier mezcla que sume lo que se pide.
dawn-of-mankind-rules-cited-2-6 = Preparación: cada jugador toma una carta de configuración y coloca un meeple de su tapete en cada una de las columnas I, II y III, siempre en un área preparada de esa columna que tenga menos meeples.
dawn-of-mankind-rules-cited-3-3 = Una vez terminada la preparación, un turno es o un movimiento por una línea o un descanso.
dawn-of-mankind-rules-cited-5-1 = Un movimiento parte de un área preparada donde hay uno de tus meeples y termina en una loseta donde aún no tienes ningún meeple.
dawn-of-mankind-rules-cited-5-7 = Un movimiento indica a la vez todas las elecciones que necesita: el arte creado por el camino, la comida pagada, el trueque, la carta de progreso, el arte creado en la loseta, un recién nacido.
dawn-of-mankind-rules-cited-6-6 = Un recién nacido necesita un meeple en tu tapete y sitio para él en la primera área preparada.
dawn-of-mankind-rules-cited-6-7 = Trueque: entrega 2 de un recurso y toma 3 de otro.
dawn-of-mankind-rules-cited-7-1 = Crear arte cuesta lo que muestra la línea actual del arte; lo pagas entero o no creas arte.
dawn-of-mankind-rules-cited-8-2 = Cada nombre de carta de progreso solo se puede adquirir una vez, aunque una carta posterior lo cubra.
dawn-of-mankind-rules-cited-8-3 = Una carta de progreso cuesta lo que muestra la carta superior de su pila y va en una ranura de tu tapete, o en su propio espacio si es de cocina, religión o narración de cuentos.
dawn-of-mankind-rules-cited-9-2 = Cocinar al descansar paga la comida que pide la carta de cocina a cambio de PV.
dawn-of-mankind-rules-cited-9-3 = Expandir la tribu al descansar cuesta PV y trae un meeple de tu tapete a la primera área preparada, si hay sitio.
dawn-of-mankind-rules-cited-9-5 = Un descanso indica qué cocina, si cocina.
