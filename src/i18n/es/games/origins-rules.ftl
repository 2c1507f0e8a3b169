# Origins: How We Became Human (nombre de registro `origins`): los textos de su página de ayuda
# de las reglas (templates/games/origins/rules.html). El marcado se queda en la plantilla: una
# frase con <strong> se corta en sus bordes, y los dos puntos tras las palabras en negrita son un
# mensaje aparte. Los nombres de los componentes y los términos son los de games/origins.ftl
# (ancianos, unidades, unidad de era, mapa cerebral, carta de idea, carta pública, subasta,
# metrópolis, edad oscura...).

## El título de la página y el juego en breve.
origins-rules-title = Origins: ayuda de las reglas
origins-rules-colon = :
origins-rules-brief-heading = Origins en breve
origins-rules-brief =
    Cada jugador guía una especie humana fuera de África y por todo el mundo, a lo largo de tres
    eras. Tu mapa cerebral decide en qué destaca tu especie y cómo puntúa; los ancianos son
    quienes sacan las cosas adelante; las unidades migratorias se extienden por el mapa y se
    asientan en metrópolis. La partida termina cuando la unidad de era de un jugador llega al final
    de su pista o se alcanza el límite de turnos; gana la puntuación más alta.

## Un turno y sus siete fases.
origins-rules-turn-heading = Un turno
origins-rules-turn =
    Solo el jugador activo juega un turno, en siete fases. Los demás jugadores responden preguntas
    por el camino: pujas en las subastas, paso a través de sus unidades, comercio, revoluciones,
    bárbaros.
origins-rules-innovation = Innovación
origins-rules-innovation-text =
    gasta acciones de innovación en las acciones que tu era permite (robar cartas,
    reactivaciones, mover unidades cerebrales, domesticación, un nuevo mapa cerebral...). Las
    ofertas de ayuda exterior dan ancianos a otro jugador para sus gastos.
origins-rules-catastrophes = Catástrofes
origins-rules-catastrophes-text =
    las cartas robadas en este turno pueden traer erupciones volcánicas, cambios climáticos y
    enfermedades; si hay varias, tú eliges su orden.
origins-rules-cards = Cartas
origins-rules-cards-text =
    juega cartas de idea por una de sus caras para usar sus iconos, o saca cartas públicas a
    subasta; quien gana paga con ancianos, los suyos y los que otros jugadores le han prometido.
origins-rules-chaos = Caos
origins-rules-chaos-text =
    una tirada de estabilidad; fallarla cuesta unidades o lleva la unidad de era a una edad
    oscura.
origins-rules-population = Población
origins-rules-population-text =
    incorporación, comercio, urbanización, incursiones sabinas, crecimiento de población y
    migración, con batallas donde se encuentran unidades.
origins-rules-sieges = Asedios
origins-rules-sieges-text = ataca las metrópolis vecinas de tus unidades.
origins-rules-starvation = Hambruna
origins-rules-starvation-text = se pierden las unidades que la tierra no puede alimentar.

## Jugar en este sitio.
origins-rules-playing-heading = Jugar aquí
origins-rules-playing =
    En tu turno, la página de la partida te pregunta qué haces, una pregunta corta cada vez: qué
    acción, luego qué unidad, adónde va (toca el lugar en el mapa dibujado alrededor de tus
    opciones, o elige su nombre en la lista), por qué camino, cómo pasa las unidades que encuentra
    en su camino, y quién paga. Los lugares se nombran por su hexágono y su esquina («Egipto,
    norte»); cada carta muestra lo que hacen sus dos caras. Antes de que nada cuente, la página
    muestra lo que cambiará tu decisión, con Confirmar y Cambiar. Una decisión que tira un dado,
    baraja o roba de un mazo no se juega allí, para que nadie conozca de antemano un dado o una
    carta. Una acción que las reglas no te permiten ahora aparece en gris, con el motivo.

## Las piezas y los símbolos del mapa (las imágenes vienen del juego).
origins-rules-pieces-heading = Las piezas
origins-rules-pieces = Las piezas tal como las dibuja la página de la partida: cada color va acompañado de una letra o una forma.
origins-rules-legend = Todos los símbolos del mapa

## Lo que esta edición diseñó, simplifica e interpreta (las listas vienen del juego).
origins-rules-edition-heading = Edición Turnpost
origins-rules-edition =
    El mapa, los tapetes y las cartas impresos no se publican aquí: el dibujo del mapa, los
    tapetes, el texto de las cartas y los símbolos se diseñaron para esta edición y llevan la
    etiqueta «edición Turnpost» allí donde aparecen.
origins-rules-edition-map = El mapa del mundo y sus regiones (edición Turnpost)
origins-rules-edition-mats = Las hojas de demografía y los mapas cerebrales como tapetes (edición Turnpost)
origins-rules-edition-cards = Los textos y los iconos de las cartas (edición Turnpost)
origins-rules-edition-symbols = Los símbolos de la leyenda (edición Turnpost)
origins-rules-simplifications-heading = Lo que esta edición simplifica
origins-rules-readings-heading = Cómo interpreta esta edición las reglas
