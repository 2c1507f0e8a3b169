# Beta Colony (nombre de registro `beta-colony`), en español: los textos de su página de ayuda de
# reglas (templates/games/beta_colony/rules.html), traducción de nuestro propio resumen de las
# reglas. Los números de sección y las anclas se quedan en la plantilla («rule 6.4» en un rechazo
# lleva a #rule-6.4); las lecturas y la lista de componentes de la edición Turnpost están en
# beta-colony-readings.ftl; las imágenes aún dibujan sus propias palabras en inglés.
# Vocabulario: ship = nave, location = lugar, pod = módulo, crew = tripulante, material =
# material, artifact = artefacto, fuel = combustible, dock = atracar (atraque), Manufactory =
# Manufactura, display = oferta, space = casilla, player mat = tablero de jugador, cycle card =
# carta de ciclo, round = ronda, cultural achievement = logro cultural, supply = abastecimiento,
# CP = PC (puntos de confianza). Los nombres de los lugares y de las colonias son los del tablero.

## El título de la página y el juego en resumen.
beta-colony-rules-title = Beta Colony: ayuda de reglas
beta-colony-rules-brief = Beta Colony en resumen
beta-colony-rules-brief-game = Cada jugador pilota una nave alrededor de los siete lugares de una órbita sobre el planeta Victus y puebla sus tres colonias, Xi'an, Thebes y Cuzco. Los puntos de confianza (PC) se obtienen construyendo, con la influencia en las colonias, con los objetivos de tres cartas de ciclo y con la puntuación final. La partida dura nueve rondas en tres ciclos de tres; gana quien tenga más PC.
beta-colony-rules-brief-turnpost = En Turnpost, un turno se elige en pasos cortos en la página de la partida: adónde va la nave (toca un lugar en el tablero o elígelo en la lista), qué módulo, qué dados, dónde construir, cómo pagar, y cada elección de bonificación a medida que llegan las bonificaciones. Toda opción que se ofrece es una que las reglas permiten; la que no permiten en ese momento aparece en gris, con el motivo. Antes de que un turno cuente, la página muestra lo que hará, y tú lo confirmas o lo cambias.

## 2 Preparación.
beta-colony-rules-setup = Preparación
beta-colony-rules-player-mats-heading = Tableros de jugador
beta-colony-rules-player-mats-text = Empezando por el jugador a la derecha del jugador inicial y siguiendo hacia atrás alrededor de la mesa, cada uno toma uno de los cinco tableros de jugador que siguen libres. Cada tablero añade un material cuando recolectas en una luna concreta, y da un poder especial (regla 10).
beta-colony-rules-ships-heading = Naves
beta-colony-rules-ships-text = En el mismo orden, cada uno coloca su nave en un lugar de la órbita donde todavía no haya otra nave. Colocar la nave no activa el lugar. Más adelante en la partida, varias naves pueden compartir un lugar.

## 3 Rondas.
beta-colony-rules-rounds = Rondas
beta-colony-rules-rounds-text = Una ronda empieza con el efecto de inicio de ciclo de una nueva carta de ciclo (rondas 1, 4 y 7); después se tiran cuatro dados para toda la mesa: negro, azul, rojo y verde. Todos usan los mismos valores.
beta-colony-rules-order-heading = Quién juega y cuándo
beta-colony-rules-order-text = En orden de turno desde el jugador inicial, cada jugador hace una acción con dos de sus cuatro dados; después, todos hacen una segunda acción con los dos dados que quedan. Las construcciones gratuitas ganadas en una pista se hacen justo después de la acción que las ganó, por el mismo jugador. Solo puede jugar el jugador al que le toca; el papel de jugador inicial pasa a la izquierda tras cada ronda.

## 4 Una acción.
beta-colony-rules-action = Una acción
beta-colony-rules-move-heading = Moverse y activar, o atracar
beta-colony-rules-move-text = Una acción es o bien un movimiento (un dado mueve tu nave y otro activa el lugar donde llega), o bien un atraque (regla 5.5). Los dos dados deben ser distintos y no haberse usado aún en esta ronda. El combustible cambia el valor de un dado (regla 5.3); el combustible gastado en los dos dados juntos no puede superar el que tienes. Mientras la carta de ciclo C1A o C3A esté activa, puedes, en tu primera acción de una ronda, cambiar uno de tus dados para el resto de la ronda (C1A lo convierte en un 6, C3A le da la vuelta: 7 menos su valor). Mientras C1B esté activa, tu primera acción de la ronda 1 también puede tomar un material a tu elección.
beta-colony-rules-asks-heading = Lo que pide el lugar
beta-colony-rules-asks-text = Cada lugar pide sus propias elecciones: los materiales en una luna, el módulo y la casilla en una Manufactura, el abastecimiento o un logro en el Nexus; el Ridback no pide nada (regla 6).
beta-colony-rules-paying-heading = Pagar
beta-colony-rules-paying-text = Cada coste se paga con su material. Un artefacto paga como cualquier material. Mientras C2B esté activa, el polímero también paga como cualquier material. Con el tablero M4, dos materiales iguales pueden pagar el coste de adquisición de un módulo (regla 10). Todo lo que paga una acción se paga a la vez, así que debes tenerlo todo al mismo tiempo.

## 5 Dados, movimiento y combustible.
beta-colony-rules-dice = Dados, movimiento y combustible
beta-colony-rules-dice-text = El dado de movimiento mueve tu nave ese número de lugares en el sentido de las agujas del reloj; una vuelta completa de 7 la devuelve a donde empezó, y el lugar se activa igualmente.
beta-colony-rules-fuel-heading = Combustible
beta-colony-rules-fuel-text = Cada combustible que gastas en un dado suma 1 a su valor o le resta 1. Un valor puede pasar de 6, pero nunca bajar de 1.
beta-colony-rules-docking-heading = Atracar
beta-colony-rules-docking-text = Atracar gasta dos dados sin usar para tomar 1 combustible, y no hace nada más: la nave se queda donde está. Puedes atracar aunque pudieras moverte.
beta-colony-rules-used-dice-heading = Dados usados
beta-colony-rules-used-dice-text = Los dos dados de una acción quedan usados el resto de la ronda: tu segunda acción dispone de los otros dos.

## 6 Los lugares.
beta-colony-rules-locations = Los lugares
beta-colony-rules-die-bonus-heading = La bonificación del dado
beta-colony-rules-die-bonus-text = Activar Gan De con el dado verde, Jyo con el azul, Nebra con el rojo o el Nexus Azophi con el negro da 1 PC más, aunque luego el lugar no dé nada.
beta-colony-rules-moons-heading = Las lunas
beta-colony-rules-moons-text = Gan De (acero o materia orgánica), Jyo (comida o paladio) y Nebra (polímero o agua) dan uno de sus dos materiales, o dos (iguales o no) cuando el valor de activación es 5 o más. Tomas exactamente esa cantidad, o tantos como quepan: nunca tienes más de 10 materiales. Después llega el material extra de tu tablero, si el tablero nombra esta luna, y con C1C un polímero más en Nebra, cada uno mientras quede sitio.
beta-colony-rules-ridback-heading = El Ridback
beta-colony-rules-ridback-text = El Ridback da combustible: 1 por una activación de 1 o 2, 2 por 3 o 4, 3 por 5 o más (1 más con el tablero M3).
beta-colony-rules-manufactories-heading = Las Manufacturas
beta-colony-rules-manufactories-text = La Manufactura izquierda y la derecha venden los módulos de la oferta. El valor de activación elige la fila: 1 o 2 la primera fila, 3 o 4 la segunda, 5 la tercera, 6 la cuarta; 7 o más no abre ninguna. Tomas un módulo de esa fila y pagas su coste de adquisición (el material de su color) y el material de la casilla libre donde lo construyes (regla 7). Si puedes construir, debes hacerlo; solo si ningún módulo de la fila puede pagarse y colocarse no construyes nada. Uno de tus tripulantes va al módulo (dos, o ninguno, en algunos módulos), el módulo da su bonificación, la oferta se repone desde la pila y ganas influencia en esa colonia (regla 7.4).
beta-colony-rules-nexus-heading = El Nexus Azophi
beta-colony-rules-nexus-text = Aquí el valor del dado no importa. Elige el abastecimiento (un material a tu elección, si tienes sitio, y 1 combustible; 2 combustibles con el tablero M3) o construye un logro cultural (regla 9).

## 7 Construir en Victus.
beta-colony-rules-building = Construir en Victus
beta-colony-rules-spaces-heading = Casillas libres
beta-colony-rules-spaces-text = Un módulo o una loseta de logro va en cualquier casilla libre de cualquier colonia; una casilla admite una sola loseta, y las losetas nunca se mueven. Las casillas están numeradas del 1 al 54: 1–18 en Xi'an, 19–36 en Thebes, 37–54 en Cuzco.
beta-colony-rules-groups-heading = Grupos de tres
beta-colony-rules-groups-text = Los módulos de un mismo color que se tocan forman un grupo. Ningún grupo puede tener más de 3 módulos después de colocar un módulo, también cuando el nuevo módulo une dos grupos. Las losetas de logro no tienen color y no pertenecen a ningún grupo.
beta-colony-rules-outer-ring-heading = Logros en el anillo exterior
beta-colony-rules-outer-ring-text = Una loseta de logro solo va en una casilla libre del anillo exterior de una colonia, nunca junto al centro de la colonia.
beta-colony-rules-pod-influence-heading = La influencia de un módulo
beta-colony-rules-pod-influence-text = Un módulo da influencia en su colonia: su influencia impresa, más 1 por cada otro módulo de su grupo, más 1 en el anillo interior, más 1 mientras C3B esté activa si lo compraste en una Manufactura. Las losetas de logro no dan influencia.

## 8 Influencia y bonificaciones.
beta-colony-rules-influence = Influencia y bonificaciones
beta-colony-rules-tracks-heading = Las pistas
beta-colony-rules-tracks-text = Cada colonia tiene una pista de influencia de 0 a 15, y cada jugador un marcador en ella. Cada punto de influencia avanza tu marcador una casilla; en 15 se detiene y la influencia adicional en esa colonia se pierde.
beta-colony-rules-bonuses-heading = Las bonificaciones
beta-colony-rules-bonuses-text = Un marcador que alcanza una bonificación la toma en el acto: uno o dos materiales a tu elección, un artefacto, 2 combustibles, uno de tus tripulantes en cualquier módulo, 3 o 6 PC, un módulo gratuito o un logro gratuito.
beta-colony-rules-bonus-order-heading = Las elecciones de bonificación van en orden
beta-colony-rules-bonus-order-text = Cuando una bonificación necesita una elección (qué material, qué módulo para el tripulante, qué colonia), se hace en el orden en que llegan las bonificaciones: primero los pasos propios de la acción, después cada posición de la pista a medida que el marcador la alcanza. Una bonificación que no puede dar nada no pide nada. Las bonificaciones no son opcionales.
beta-colony-rules-crew-heading = Un tripulante en un módulo
beta-colony-rules-crew-text = La bonificación de tripulante pone a uno de tus tripulantes en un módulo, de cualquier jugador, incluido el que se acaba de construir; nunca en una loseta de logro.
beta-colony-rules-room-heading = Sitio para materiales
beta-colony-rules-room-text = Los materiales de las bonificaciones también se detienen en 10: si solo queda sitio para uno, una bonificación de dos materiales da uno.
beta-colony-rules-free-builds-heading = Construcciones gratuitas
beta-colony-rules-free-builds-text = Un módulo gratuito o un logro gratuito se construye justo después de la acción, una vez repuestos la oferta y los edificios, así que puedes elegir una loseta recién revelada. Un módulo gratuito es cualquier módulo de la oferta, de cualquier fila, en cualquier casilla que permita el límite de los grupos, sin coste; un logro gratuito es cualquiera de los disponibles, en una casilla exterior libre, sin coste. Lo que no se pueda construir se pierde.

## 9 Logros culturales.
beta-colony-rules-achievements = Logros culturales
beta-colony-rules-available-heading = Qué está disponible
beta-colony-rules-available-text = Las cuatro estatuas mientras no se hayan construido, y el edificio de arriba de la pila; cuando se construye, se revela el siguiente.
beta-colony-rules-build-achievement-heading = Construir uno
beta-colony-rules-build-achievement-text = Puedes tener 2 como máximo. Una estatua cuesta tres artefactos; un edificio cuesta sus cuatro materiales. Además pagas el material de la casilla. Uno de tus tripulantes va a la loseta, y un edificio da su bonificación en el acto; los PC llegan al final.

## 10 Los tableros de jugador.
beta-colony-rules-mats = Los tableros de jugador
beta-colony-rules-mats-text = M1: 1 comida más en Jyo; un dado de activación negro cuenta como un 6 en una luna. M2: 1 agua más en Nebra; un dado de activación negro abre todas las filas de una Manufactura. M3: 1 acero más en Gan De; 1 combustible más del Ridback y del abastecimiento del Nexus. M4: 1 materia orgánica más en Gan De; dos materiales iguales pueden pagar el coste de adquisición de un módulo. M5: 1 paladio más en Jyo; un dado de movimiento negro puede ir en sentido contrario a las agujas del reloj.

## 11 Cartas de ciclo.
beta-colony-rules-cycle-cards = Cartas de ciclo
beta-colony-rules-cycle-cards-text = Hay una carta por ciclo en juego; las tres se ven desde el principio.
beta-colony-rules-card-bonuses-heading = Bonificaciones
beta-colony-rules-card-bonuses-text = La bonificación de cada carta funciona durante sus tres rondas: un dado cambiado cada ronda (C1A, C3A), un material al empezar la partida (C1B), polímero extra en Nebra (C1C), una influencia al empezar el ciclo 2 (C2A), el polímero que paga como cualquier material (C2B), una tercera columna de módulos (C2C), influencia extra por un módulo comprado (C3B), o una unidad más pagada a cambio de 2 PC cuando construyes un módulo comprado (C3C).
beta-colony-rules-goals-heading = Objetivos
beta-colony-rules-goals-text = Al final de la última ronda de su ciclo, cada jugador que cumple el objetivo de la carta gana sus PC.

## 13 El final.
beta-colony-rules-end = El final
beta-colony-rules-end-text = Tras la ronda 9, cada uno suma 1 PC por artefacto, sus logros y, en cada colonia, una bonificación por mayoría según cuántos tripulantes más tiene allí que el jugador que menos tiene (1 más: 1 PC, 2: 3, 3: 6, 4: 10, 5 o más: 15). Los empates los gana el jugador con más tripulantes en Victus.

## Las piezas, los componentes de esta edición y su lectura de las reglas.
beta-colony-rules-pieces = Las piezas
beta-colony-rules-pieces-text = Las piezas tal como las dibuja la página de la partida: cada color va con una letra o una forma.
beta-colony-rules-symbols = Todos los símbolos del tablero
beta-colony-rules-edition = La edición Turnpost
beta-colony-rules-edition-text = Las reglas son las del juego; el tablero y las cartas impresos no están publicados, así que estos componentes se diseñaron para esta edición y llevan la etiqueta «Turnpost edition» allí donde aparecen:
# Tras cada componente de la lista, entre paréntesis: la etiqueta que llevan
# las imágenes, que siguen en inglés.
beta-colony-rules-edition-mark = Turnpost edition
beta-colony-rules-readings = Cómo lee esta edición las reglas

# The game in one line, as the lists of games show it.
beta-colony-summary = Pilota tu nave alrededor de la órbita con los dados que eliges, y construye las colonias de Victus para ganar puntos de confianza.
