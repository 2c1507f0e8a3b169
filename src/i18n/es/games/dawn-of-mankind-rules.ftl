# Dawn of Mankind (dawn-of-mankind): la página de ayuda sobre las reglas (templates/games/dawn_of_mankind/rules.html).
# Donde una frase lleva marcas HTML, se corta en sus bordes; la plantilla conserva las marcas.
# Los términos del juego son los de dawn-of-mankind.ftl (las palabras de las reglas en español).

dawn-of-mankind-rules-title = Dawn of Mankind: ayuda sobre las reglas
dawn-of-mankind-rules-heading-brief = Dawn of Mankind en resumen
dawn-of-mankind-rules-intro = Cada jugador guía a un clan de meeples a lo largo de una vida: infancia, edad adulta y vejez. Los meeples recorren las líneas de un tablero común, reúnen comida y materiales, crean arte y adquieren progresos. Quien termine primero un turno con 60 puntos de victoria (PV) o más pone fin a la partida.

## Etapas de la vida.
dawn-of-mankind-rules-heading-stages = Etapas de la vida
dawn-of-mankind-rules-stages-text = El tablero se dispone en columnas, de la infancia a la vejez. Los meeples esperan en áreas preparadas y avanzan por las líneas hasta las losetas de acción; un meeple que sale de una loseta de ancianos vuelve al tapete de inventario de su dueño, y los meeples del tapete pueden volver al juego como recién nacidos.

## Preparación.
dawn-of-mankind-rules-heading-setup = Preparación
dawn-of-mankind-rules-setup-text = La preparación dura cuatro vueltas; en cada vuelta, cada jugador hace una tarea, de uno en uno, y el jugador inicial es el último. Tomas una de las cartas de configuración que hay sobre la mesa y colocas meeples de tu tapete en las áreas preparadas que permite la preparación.

## Un turno: una lista de tres opciones, cada una con su nombre en negrita.
dawn-of-mankind-rules-heading-turn = Un turno
# "<strong>Mueve</strong> uno de tus meeples…"
dawn-of-mankind-rules-move = Mueve
dawn-of-mankind-rules-move-text = uno de tus meeples desde un área preparada, por una línea, hasta una loseta. Si en esa loseta hay un meeple de otro jugador, es empujado fuera de ella.
# "<strong>Realiza la loseta</strong>: si puedes pagar…" (el texto sigue directamente a la negrita, empezando por su puntuación).
dawn-of-mankind-rules-perform = Realiza la loseta
dawn-of-mankind-rules-perform-text = : si puedes pagar su acción, debes hacerla. Los iconos de la línea o de la loseta ofrecen arte, progreso o un recién nacido; los de la loseta quedan a tu elección.
# "O bien <strong>descansa</strong> en lugar de eso: tus meeples…"
dawn-of-mankind-rules-rest-or = O bien
dawn-of-mankind-rules-rest = descansa
dawn-of-mankind-rules-rest-text = en lugar de eso: tus meeples que están en losetas salen por las salidas de esas losetas (los ancianos vuelven a casa, al tapete); después cocina 3 de comida a cambio de PV, expande la tribu (entrega toda tu comida y algunos PV para poner en juego un meeple de tu tapete) o no hagas ninguna de las dos cosas. La carne y la fruta que superen el nivel máximo se estropean.
dawn-of-mankind-rules-cards-text = Las cartas de arte dan PV; las cartas de progreso llenan las ranuras de tu tapete y cambian lo que te dan tus acciones. Si todos los jugadores descansan seguidos sin que nada cambie, la partida se bloquea y termina.

## Puntuación final.
dawn-of-mankind-rules-heading-scoring = Puntuación final
dawn-of-mankind-rules-scoring-text = Al final, la narración de cuentos suma PV por las cartas de progreso adquiridas y por los meeples en el tablero, y la religión suma PV por los recursos que queden. Gana el jugador con más PV; la clasificación muestra de dónde vienen los puntos de cada jugador.

## Las piezas y los símbolos, en imágenes.
dawn-of-mankind-rules-heading-pieces = Las piezas (edición Turnpost)
dawn-of-mankind-rules-pieces-text = Las piezas tal como las dibuja la página de la partida: cada color va con una forma y una letra.
dawn-of-mankind-rules-legend = Todos los símbolos del tablero

## Edición Turnpost: la lista de los componentes diseñados para esta edición.
dawn-of-mankind-rules-heading-edition = Edición Turnpost
dawn-of-mankind-rules-edition-text = Las reglas son las del propio juego; estos componentes se diseñaron para esta edición y llevan la mención «edición Turnpost» allí donde aparecen:
# Tras cada componente de la lista, entre paréntesis: "Board (edición Turnpost)".
dawn-of-mankind-rules-edition-label = edición Turnpost

## Las reglas que citan los mensajes del juego, y cómo lee las reglas esta edición.
dawn-of-mankind-rules-heading-cited = Las reglas a las que remiten los mensajes
dawn-of-mankind-rules-cited-text = Cuando el juego rechaza una elección, su mensaje nombra una de estas reglas.
# $number: el número de la regla, "5.1".
dawn-of-mankind-rules-rule = Regla { $number }
dawn-of-mankind-rules-heading-readings = Cómo lee las reglas esta edición
