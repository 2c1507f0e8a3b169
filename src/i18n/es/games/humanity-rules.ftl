# Humanity (nombre de registro `humanity`): los textos de su página de ayuda de reglas (templates/games/humanity/rules.html).
# El marcado se queda en la plantilla: una frase con <strong> se corta en sus bordes, y el texto que sigue
# a las palabras en negrita lleva su propio separador («: …» o « desde …»).
# Términos: astronauta, módulo, hangar, experimento, misión, estación, brazo, ronda, año;
# PT (puntos de trabajo), PI (puntos de investigación), PV (puntos de victoria).

## El título de la página y el juego en resumen.
humanity-rules-title = Humanity: ayuda de reglas
humanity-rules-brief-heading = Humanity en resumen
humanity-rules-brief = Cada jugador dirige una base en un planeta lejano y envía a sus tres astronautas, de uno en uno, a trabajar en la base o en la estación en órbita (la AMBS). La partida dura tres años de varias rondas; gana el jugador con más puntos (puntos de victoria más ciencia).

## Un turno: las tres acciones, y el pago.
humanity-rules-turn-heading = Tu turno
humanity-rules-turn = Elige uno de tus astronautas activos y luego una acción:
humanity-rules-work = Trabajar
humanity-rules-work-text = : gasta los puntos de trabajo (PT) del astronauta para activar losetas de tu base. Un módulo de producción gana una unidad almacenada (hasta 3); un módulo de tiempo mueve a tus astronautas de la estación un hangar más cerca del brazo; un obstáculo pierde una resistencia y, al quedar despejado, da 3 puntos de investigación (PI).
humanity-rules-deploy = Desplegar un módulo
humanity-rules-deploy-text = { " " }desde la estación: paga su coste con tus unidades almacenadas; el módulo aterriza en la casilla del astronauta y el astronauta vuela al hangar de ese módulo. Cada cuadrado de cuatro módulos da un PV, y además una mejora (+1 PT para un astronauta) si tiene como máximo dos colores. Los módulos morados dan PI por sus vecinos de su color objetivo; los invernaderos verdes puntúan según el tamaño de su grupo de formas distintas.
humanity-rules-experiment = Realizar un experimento
humanity-rules-experiment-text = { " " }de los expuestos: paga su coste, gana sus PI, PV por completar líneas de experimentos, y su efecto (tiempo extra, o reactivar a tus astronautas).
humanity-rules-paying = Pago: las unidades pagan su propio recurso; la electricidad paga electricidad o cualquier recurso básico; un recurso avanzado (oxígeno, aircarbono, proteína) también puede pagarse con tres unidades de su recurso básico asociado o de electricidad.

## El final de una ronda, de un año y de la partida.
humanity-rules-station-heading = La estación gira
humanity-rules-station = Cuando nadie tiene un astronauta activo, la ronda termina: los dos módulos más cercanos al brazo se descartan, los demás se deslizan alejándose de él, el brazo avanza y los astronautas que el brazo sobrepasa vuelven a la base. Tú eliges dónde aterrizan: una casilla vacía junto a uno de tus módulos. Cuando se agotan los módulos de un año, la investigación se convierte en ciencia (con una bonificación para quienes van por detrás), la investigación vuelve a cero y empieza un nuevo año. Tras el tercer año, las unidades almacenadas dan un PV por cada cinco, y la puntuación es PV más ciencia.

## Las misiones.
humanity-rules-missions-heading = Misiones
humanity-rules-missions = Hay tres misiones expuestas. Alcanzar el objetivo de una misión da 3 PV y un punto de ciencia; superar estrictamente al jugador que la tiene te permite quitársela (los 3 PV cambian de manos, la ciencia se conserva).

## La leyenda del tablero, y las lecturas de las reglas por la edición.
humanity-rules-symbols-heading = Los símbolos del tablero
humanity-rules-readings-heading = Cómo lee las reglas esta edición
humanity-rules-readings = Donde el reglamento calla o no es claro, Turnpost decide así.

# The game in one line, as the lists of games show it.
humanity-summary = Envía astronautas a una estación automatizada a por módulos, construye una base y realiza experimentos, durante tres años.
