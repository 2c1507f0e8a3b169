## Humanity: lo que dice el motor del juego (líneas del registro, elecciones, rechazos, vistas
## previas, la invitación del correo de turno, la línea de estado de la página) y los nombres de los componentes que nombra. No
## existe traducción oficial de estos nombres: estos son una traducción de Turnpost.
## Términos: astronauta, módulo, loseta, hangar, experimento, misión, estación, brazo, ronda, año;
## PT (puntos de trabajo), PI (puntos de investigación), PV (puntos de victoria).

## Los jugadores por color

humanity-seat-yellow = Amarillo
humanity-seat-blue = Azul
humanity-seat-green = Verde
humanity-seat-pink = Rosa
humanity-seat-a-player = Un jugador

## Los recursos: dentro de una frase, y su nombre escrito

humanity-resource-ice = hielo
humanity-resource-methane = metano
humanity-resource-insect = insectos
humanity-resource-oxygen = oxígeno
humanity-resource-aircarbon = aircarbono
humanity-resource-protein = proteínas
humanity-resource-electricity = electricidad
humanity-resource-ice-name = Hielo
humanity-resource-methane-name = Metano
humanity-resource-insect-name = Insectos
humanity-resource-oxygen-name = Oxígeno
humanity-resource-aircarbon-name = Aircarbono
humanity-resource-protein-name = Proteínas
humanity-resource-electricity-name = Electricidad

## Colores de los módulos, sus símbolos, formas de los invernaderos, lados de los experimentos

humanity-colour-orange = naranja
humanity-colour-blue = azul
humanity-colour-purple = morado
humanity-colour-green = verde
humanity-symbol-gear = engranaje
humanity-symbol-robot = robot
humanity-symbol-flask = matraz
humanity-symbol-sprout = brote
humanity-shape-round = redonda
humanity-shape-rectangular = rectangular
humanity-shape-octagonal = octogonal
humanity-shape-wild = comodín
humanity-side-left = izquierdo
humanity-side-centre = central
humanity-side-right = derecho

## Los módulos

humanity-module-ice-drill = Perforadora de hielo
humanity-module-insect-farm = Granja de insectos
humanity-module-methane-extractor = Extractor de metano
humanity-module-power-plant = Central eléctrica
humanity-module-communication-module = Módulo de comunicación
humanity-module-time-accelerator = Acelerador temporal
humanity-module-insect-or-methane-plant = Planta de insectos o metano
humanity-module-insect-or-ice-plant = Planta de insectos o hielo
humanity-module-methane-or-ice-plant = Planta de metano o hielo
humanity-module-oxygen-plant = Planta de oxígeno
humanity-module-aircarbon-plant = Planta de aircarbono
humanity-module-protein-plant = Planta de proteínas
humanity-module-botany-lab = Laboratorio de botánica
humanity-module-robotics-lab = Laboratorio de robótica
humanity-module-engineering-lab = Laboratorio de ingeniería
humanity-module-octagonal-greenhouse = Invernadero octogonal
humanity-module-rectangular-greenhouse = Invernadero rectangular
humanity-module-round-greenhouse = Invernadero redondo
humanity-module-oxygen-fed-generator = Generador de oxígeno
humanity-module-aircarbon-fed-generator = Generador de aircarbono
humanity-module-protein-or-oxygen-plant = Planta de proteínas u oxígeno
humanity-module-aircarbon-or-oxygen-plant = Planta de aircarbono u oxígeno
humanity-module-protein-or-aircarbon-plant = Planta de proteínas o aircarbono
humanity-module-mechanics-lab = Laboratorio de mecánica
humanity-module-systems-lab = Laboratorio de sistemas
humanity-module-agronomy-lab = Laboratorio de agronomía
humanity-module-automation-lab = Laboratorio de automatización
humanity-module-orange-drone-strip = Pista de drones naranja
humanity-module-blue-drone-strip = Pista de drones azul
humanity-module-advanced-robotics-lab = Laboratorio de robótica avanzada
humanity-module-advanced-mechanics-lab = Laboratorio de mecánica avanzada
humanity-module-advanced-agronomy-lab = Laboratorio de agronomía avanzada
humanity-module-advanced-systems-lab = Laboratorio de sistemas avanzados
humanity-module-wild-greenhouse = Invernadero comodín
humanity-module-orange-communication-module = Módulo de comunicación naranja
humanity-module-blue-communication-module = Módulo de comunicación azul
humanity-module-unknown-module = Módulo desconocido

## Palabras que entran en las frases

humanity-semicolon = {"; "}
humanity-obstacle = obstáculo
humanity-nothing = nada
humanity-either = { $first } { $key ->
        [oxygen] u
       *[other] o
    } { $second }
humanity-amount = { $res } ×{ $count }
humanity-gain-vp = { $n } PV
humanity-gain-rp = { $n } PI
humanity-no-points = ningún punto
humanity-the-tile = la loseta { $tile } en { $cell }
humanity-the-obstacle = el obstáculo en { $cell }
humanity-spend = { $res } ×{ $count } de { $from }
humanity-spend-electricity = electricidad ×{ $count } de { $from }, como { $res }
humanity-spend-convert = { $count ->
        [one] { $count } unidad
       *[other] { $count } unidades
    } de { $from } convertidas en { $res }
humanity-moves-none = ningún astronauta de la estación puede retroceder
humanity-moves-back = el astronauta { $astronaut } retrocede al hangar { $hangar }

## El registro de la partida

humanity-log-activation = { $tile } en { $cell }{ $stored }
humanity-log-activation-times = { $tile } en { $cell } ×{ $times }{ $stored }
humanity-log-stored = {" "}(+{ $count } { $res })
humanity-log-paid-nothing = sin pagar nada
humanity-log-paid = pagó: { $parts }
humanity-log-pay-one = { $res } de { $cell }
humanity-log-pay-many = { $res } ×{ $count } de { $cell }
humanity-log-pay-convert = { $count ->
        [one] { $count } unidad
       *[other] { $count } unidades
    } de { $cell } convertidas en { $res }
humanity-log-worked = { $who } trabajó con el astronauta { $astronaut }: { $summary }
humanity-log-destroyed = ; { $count ->
        [one] { $count } obstáculo destruido
       *[other] { $count } obstáculos destruidos
    } ({ $rp } PI)
humanity-log-time-units = ; { $count ->
        [one] { $count } unidad de tiempo
       *[other] { $count } unidades de tiempo
    }: { $moves }
humanity-log-deployed = { $who } desplegó la loseta { $module } en { $cell } ({ $payment }; el astronauta { $astronaut } vuela al hangar { $hangar }): { $gains }
humanity-log-squares = , { $count ->
        [one] { $count } cuadrado
       *[other] { $count } cuadrados
    }
humanity-log-upgrades = , { $count ->
        [one] { $count } mejora
       *[other] { $count } mejoras
    }
humanity-log-experiment = { $who } realizó el experimento del hangar { $hangar } (lado { $side }, línea { $line }; { $payment }; el astronauta { $astronaut } vuela al hangar { $hangar }): { $gains }
humanity-log-reactivated = ; los astronautas de la base vuelven a estar activos
humanity-log-passed = { $who } pasó con el astronauta { $astronaut }: no había nada más posible
humanity-log-end-of-round = Fin de la ronda { $round }: el brazo avanza { $hangars ->
        [one] { $hangars } hangar
       *[other] { $hangars } hangares
    }, { $astronauts ->
        [one] { $astronauts } astronauta vuelve a su base
       *[other] { $astronauts } astronautas vuelven a sus bases
    }
humanity-log-end-of-year = Fin del año { $year }: la investigación se convierte en ciencia, los marcadores de investigación vuelven a cero
humanity-log-new-year = Empieza el año { $year } con nuevos experimentos y módulos
humanity-log-finishes = { $who } termina en el puesto { $rank } con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    } ({ $vp } PV + { $science } de ciencia)
humanity-log-placed = { $who } ha colocado sus astronautas de regreso
humanity-log-land = Los astronautas de regreso aterrizan: { $parts }
humanity-log-lands-at = { $who } en { $cells }
humanity-log-mission-completed = { $who } cumplió la misión { $mission }: +3 PV, +1 de ciencia
humanity-log-mission-taken = { $who } le quitó la misión { $mission } a { $holder } ({ $mine } contra { $theirs }): +3 PV, { $holder } -3 PV

## Las elecciones: los pasos de una decisión, sus opciones y por qué se rechaza una opción

humanity-wp = { $n } PT
humanity-wp-left = { $left } de { $wp } PT restantes
humanity-the-module = la loseta { $module }
humanity-the-experiment = el experimento del hangar { $hangar }
humanity-no-vp = ningún PV
humanity-colour-orange-name = Naranja
humanity-colour-blue-name = Azul
humanity-colour-purple-name = Morado
humanity-colour-green-name = Verde
humanity-colour-with-symbol = { $colour } ({ $symbol })
humanity-choice-place-first = Coloca tus astronautas de regreso: ¿dónde aterriza el astronauta { $astronaut } ({ $wp } PT)?
humanity-choice-place-next = ¿Dónde aterriza el astronauta { $astronaut } ({ $wp } PT)?
humanity-choice-landing = { $cell }, { $next }
humanity-choice-next-to = junto a { $modules }
humanity-choice-astronaut-at = Astronauta { $astronaut } en { $cell } ({ $wp })
humanity-choice-astronaut = Astronauta { $astronaut } ({ $wp })
humanity-choice-which-astronaut = ¿Qué astronauta actúa?
humanity-choice-what-does = ¿Qué hace el astronauta { $astronaut }?
humanity-choice-work = Trabajar: activar losetas de tu base con { $wp } PT
humanity-choice-deploy-onto = Desplegar un módulo de la estación en { $cell }
humanity-choice-deploy = Desplegar un módulo de la estación
humanity-choice-experiment = Realizar un experimento expuesto
humanity-choice-pass = Pasar: no hay nada más posible, así que el astronauta descansa durante la ronda
humanity-choice-tile-producer = La loseta { $tile } en { $cell }: +1 { $res } por activación, { $wp }; almacena { $stock } de 3
humanity-choice-tile-time = La loseta { $tile } en { $cell }: 1 unidad de tiempo por activación, { $wp }
humanity-choice-tile-obstacle = El obstáculo en { $cell }: resistencia restante { $resistance }, { $wp } por activación
humanity-choice-stored = { $stock } de 3 almacenadas
humanity-choice-time-units = { $count ->
        [one] { $count } unidad de tiempo
       *[other] { $count } unidades de tiempo
    }
humanity-choice-cleared = el obstáculo queda despejado: +3 PI
humanity-choice-resistance-left = resistencia restante { $resistance }
humanity-choice-times = { $count ->
        [1] Una vez
        [2] Dos veces
       *[other] { $count } veces
    } ({ $wp }): { $result }
humanity-choice-first-tile = ¿Qué loseta activa primero el astronauta { $astronaut }?
humanity-choice-next-tile = Al astronauta { $astronaut } { $wp ->
        [one] le queda { $wp } PT
       *[other] le quedan { $wp } PT
    }: ¿qué loseta sigue?
humanity-choice-stop = Dejar de trabajar: { $wp ->
        [one] se pierde el PT que queda
       *[other] se pierden los { $wp } PT que quedan
    }
humanity-choice-how-many = ¿Cuántas veces activa el astronauta { $astronaut } { $tile }?
humanity-feature-colour-chosen = naranja o azul, a elegir al desplegarlo
humanity-feature-makes = produce { $res }, { $wp } PT para activarlo
humanity-feature-time = 1 unidad de tiempo por activación, { $wp } PT para activarlo
humanity-feature-greenhouse = invernadero de forma { $shape }: PV según el tamaño de su grupo (3 como máximo, todas las formas distintas)
humanity-feature-a-greenhouse = un invernadero: PV según el tamaño de su grupo (3 como máximo, todas las formas distintas)
humanity-feature-drone = una pista de drones
humanity-feature-any-colour = cualquier color
humanity-feature-adjacency = { $rp } PI por cada módulo vecino de color { $of }
humanity-choice-upgrades = {" "}({ $count ->
        [one] { $count } mejora
       *[other] { $count } mejoras
    })
humanity-choice-module = La loseta { $module } del hangar { $hangar }: cuesta { $cost }
humanity-choice-gains-at = En { $cell }: { $gains }
humanity-choice-which-module = ¿Qué módulo despliega el astronauta { $astronaut } en { $cell }?
humanity-choice-which-colour = ¿Qué color toma el módulo de comunicación?
humanity-choice-upgrade-first = El astronauta { $astronaut } pasa de { $from } a { $to } PT
humanity-choice-upgrade = el astronauta { $astronaut } pasa de { $from } a { $to } PT
humanity-choice-upgrade-one = Tu cuadrado otorga una mejora (+1 PT): ¿qué astronauta la recibe?
humanity-choice-upgrade-many = Tus cuadrados otorgan { $count } mejoras (+1 PT cada una): ¿qué astronautas las reciben?
humanity-choice-then-time = , después 2 unidades de tiempo
humanity-choice-then-reactivate = , después tus astronautas de la base vuelven a estar activos
humanity-choice-experiment-at = El experimento del hangar { $hangar }: lado { $side }, cuesta { $cost }
humanity-choice-experiment-line = Tu experimento número { $line } del lado { $side }: { $vp } por su línea; el astronauta { $astronaut } vuela al hangar { $hangar }
humanity-choice-which-experiment = ¿Qué experimento realiza el astronauta { $astronaut }?
humanity-choice-proposed = El pago propuesto: { $payment }
humanity-choice-payment = { $payment }
humanity-choice-payment-nothing = Nada
humanity-choice-kept = { $count } en { $cell }
humanity-choice-afterwards = Almacenado después: { $kept }
humanity-choice-by-resource = Otra forma: elegir los módulos que pagan, recurso por recurso
humanity-choice-how-pay = ¿Cómo pagas { $cost } por { $what }?
humanity-choice-how-pay-the = ¿Cómo pagas { $cost }?
humanity-refusal-no-tile = Con { $wp } PT restantes, el astronauta { $astronaut } no puede activar ninguna loseta: un módulo de producción se detiene en 3 unidades almacenadas.
humanity-refusal-station-empty = No queda ningún módulo en la estación.
humanity-refusal-no-module-affordable = No puedes pagar ningún módulo de la estación con lo que almacenan tus módulos.
humanity-refusal-only-greenhouses = Los únicos módulos que puedes pagar son invernaderos que no pueden colocarse en { $cell }: un grupo tiene como máximo 3 invernaderos de formas distintas.
humanity-refusal-no-experiment-left = Este año ya no queda ningún experimento expuesto.
humanity-refusal-no-experiment-affordable = No puedes pagar ningún experimento expuesto con lo que almacenan tus módulos.
humanity-refusal-astronaut-idle = El astronauta { $astronaut } no puede hacer nada ahora. { $work } { $deploy }
humanity-refusal-pass = Solo puedes pasar cuando no hay nada más posible.
humanity-refusal-cannot-pay = No puedes pagar { $cost } con lo que almacenan tus módulos.

## Los rechazos de las reglas

humanity-what-experiment = experimento
humanity-error-game-over = La partida ha terminado.
humanity-error-no-such-seat = No hay asiento { $seat } en esta mesa.
humanity-error-not-your-turn = No es tu turno: juega { $colour }.
humanity-error-placement-pending = La ronda ha terminado y primero hay que colocar a los astronautas de regreso.
humanity-error-not-placement-time = Los astronautas solo se colocan al final de una ronda.
humanity-error-no-such-astronaut = No tienes astronauta { $astronaut }: tienes los astronautas 1, 2 y 3 (0, 1 y 2 en la API JSON).
humanity-error-astronaut-on-station = El astronauta { $astronaut } está en la estación, no en tu base.
humanity-error-astronaut-returning = El astronauta { $astronaut } espera a ser colocado, no está en tu base.
humanity-error-astronaut-exhausted = El astronauta { $astronaut } está agotado y no puede volver a actuar en esta ronda.
humanity-error-no-activation = Una acción Trabajar necesita al menos una activación.
humanity-error-no-tile-at = No hay ninguna loseta en { $cell } en tu base.
humanity-error-not-activatable = La loseta { $tile } en { $cell } no se puede activar.
humanity-error-stock-full = La loseta { $tile } en { $cell } ya almacena 3 unidades; gasta alguna antes de producir más.
humanity-error-not-enough-wp = Al astronauta { $astronaut } { $left ->
        [one] le queda { $left } PT
       *[other] le quedan { $left } PT
    }, pero activar la loseta { $tile } en { $cell } cuesta { $cost } PT.
humanity-error-no-such-hangar = No hay hangar { $hangar }: los hangares van numerados del 1 al 8 (del 0 al 7 en la API JSON).
humanity-error-empty-hangar = El hangar { $hangar } no tiene ningún módulo.
humanity-error-no-such-slot = No hay espacio de experimento { $slot }: los espacios van numerados del 1 al 7.
humanity-error-empty-slot = El espacio de experimento { $slot } está vacío.
humanity-error-colour-needed = Elige naranja o azul para el módulo de comunicación.
humanity-error-bad-colour = Un módulo de comunicación pasa a ser naranja o azul, no { $colour }.
humanity-error-colour-not-allowed = Solo un módulo de comunicación toma un color; la loseta { $module } no.
humanity-error-greenhouse-group-too-big = Un invernadero en { $cell } formaría un grupo de más de 3 invernaderos.
humanity-error-greenhouse-same-shape = Un invernadero en { $cell } pondría dos invernaderos de forma { $shape } en un mismo grupo.
humanity-error-pay-from-nothing = No hay ningún módulo en { $cell } en tu base con el que pagar.
humanity-error-pay-nothing = Cada línea de un pago debe tomar al menos una unidad.
humanity-error-pay-wrong-type = La loseta { $tile } en { $cell } almacena { $stores }, que no puede pagar { $pays }.
humanity-error-convert-not-advanced = Solo un recurso avanzado puede pagarse con tres unidades; { $res } no lo es.
humanity-error-convert-wrong-type = La loseta { $tile } en { $cell } no puede ayudar a convertir en { $pays }: solo pueden unidades de { $pair } o de Electricidad.
humanity-error-overdraw = La loseta { $tile } en { $cell } almacena { $stock ->
        [one] { $stock } unidad
       *[other] { $stock } unidades
    } pero tu pago toma { $taken }.
humanity-error-convert-not-triple = Las unidades convertidas en { $res } van de tres en tres, pero tu pago convierte { $units }.
humanity-error-payment-mismatch = Coste ({ $what }): { $res } ×{ $need }, pero tu pago cubre { $res } ×{ $got }.
humanity-error-unaffordable = No puedes pagar { $cost }.
humanity-error-upgrade-count = Este despliegue otorga { $owed ->
        [one] { $owed } mejora de astronauta
       *[other] { $owed } mejoras de astronauta
    } pero tu turno asigna { $given }.
humanity-error-upgrade-full = El astronauta { $astronaut } ya tiene 4 PT y no puede mejorar más.
humanity-error-pass-not-allowed = Solo puedes pasar cuando no tienes ninguna otra acción legal.
humanity-error-nothing-to-place = No tienes astronautas de regreso que colocar.
humanity-error-already-placed = Ya has colocado tus astronautas de regreso.
humanity-error-placement-count = Tienes { $need ->
        [one] { $need } astronauta de regreso
       *[other] { $need } astronautas de regreso
    } que colocar, pero tu colocación nombra { $given }.
humanity-error-not-returning = El astronauta { $astronaut } no regresa a tu base.
humanity-error-placed-twice = El astronauta { $astronaut } está colocado dos veces.
humanity-error-cell-taken = La casilla { $cell } ya está ocupada.
humanity-error-same-cell = Dos de tus astronautas no pueden ir ambos a { $cell }.
humanity-error-not-next-to-module = La casilla { $cell } no está junto a ninguno de tus módulos.

## Lo que hará una decisión (su confirmación)

humanity-preview-lands-at = el astronauta { $astronaut } en { $cell }
humanity-preview-land = Tus astronautas de regreso aterrizan: { $parts }.
humanity-preview-land-hidden = Los demás jugadores solo ven dónde cuando todos han colocado los suyos; entonces empieza la ronda siguiente.
humanity-preview-ends-at = termina en el hangar { $hangar } de la estación
humanity-preview-exhausted = se queda en { $cell }, agotado durante esta ronda
humanity-preview-stays = se queda en { $cell } con { $left } de { $wp } PT restantes
humanity-preview-heads-home = vuelve a casa
humanity-preview-works = El astronauta { $astronaut } trabaja y { $ends }.
humanity-preview-deploys-at = El astronauta { $astronaut } despliega la loseta { $module } en { $cell } y { $ends }.
humanity-preview-deploys = El astronauta { $astronaut } despliega la loseta { $module } y { $ends }.
humanity-preview-experiment = El astronauta { $astronaut } realiza el experimento del hangar { $hangar } y { $ends }.
humanity-preview-passes = El astronauta { $astronaut } pasa y { $ends }.
humanity-preview-pay = {" "}Pagas { $cost }.
humanity-preview-squares = { $count ->
        [one] { $count } cuadrado
       *[other] { $count } cuadrados
    }
humanity-preview-no-points = {" "}Ningún punto.
humanity-preview-get = {" "}Obtienes { $gains }.
humanity-preview-will-store = La loseta { $tile } en { $cell } almacenará { $after } (ahora { $now }).
humanity-preview-uses-all = El astronauta { $astronaut } usa los { $had } PT que le quedaban.
humanity-preview-uses = El astronauta { $astronaut } usa { $used } de los { $had } PT que le quedaban; { $lost ->
        [one] se pierde { $lost } PT sin usar
       *[other] se pierden { $lost } PT sin usar
    }.
humanity-preview-upgrade = El astronauta { $astronaut } pasa de { $from } a { $to } PT.

## El correo de turno

humanity-prompt-points = Tienes { $vp } PV y { $rp } PI (ciencia { $science }).
humanity-prompt-stored = Almacenado: electricidad { $electricity }, unidades avanzadas { $advanced }, unidades básicas { $basic }.
humanity-prompt-progress = año { $year }, ronda { $round }
humanity-prompt-place = coloca tus astronautas de regreso
humanity-prompt-place-headline = Tus astronautas han vuelto de la estación en { $title }: elige dónde aterrizan.

## La línea de estado de la página de la partida

humanity-status-over = Partida terminada
humanity-status = Año { $year }, ronda { $round }
humanity-status-to-play = Año { $year }, ronda { $round }: juega { $who }
humanity-status-placing = Año { $year }, ronda { $round }: colocación de los astronautas de regreso

## Las palabras de la página alrededor de las imágenes: títulos, notas de la repetición, gráfico.
humanity-title-station-words = La estación en palabras
humanity-title-base-words = Esta base en palabras
humanity-title-glance-others = Los demás jugadores de un vistazo
humanity-title-glance = Los jugadores de un vistazo
humanity-title-missions = Misiones
humanity-title-station = La estación
humanity-title-tracks = Puntos e investigación
humanity-title-scores = Puntuaciones finales
humanity-revealed = Ahora se muestran todos los totales de ciencia.
humanity-chart-title = Puntos e investigación a lo largo de la partida
humanity-chart-vp = Puntos de victoria (PV)
humanity-chart-score = Puntuación: PV + ciencia
humanity-chart-rp = Investigación (PI)
humanity-replay-over = La partida ha terminado, así que cada total de ciencia se muestra en cada paso.
humanity-replay-seat = La partida sigue en juego: ves tu propia ciencia en cada paso, nunca la de los demás jugadores.
humanity-replay-watcher = La partida sigue en juego: cada total de ciencia queda oculto hasta el final.
humanity-mat-yours = Tu base
humanity-mat-of = La base de { $who }

## The page's words beside the pictures: the glance, the missions, the final scores.
humanity-missions-nobody = nadie todavía
humanity-missions-mission = Misión
humanity-missions-needs = Mínimo
humanity-missions-held-by = La tiene
humanity-missions-measures = Medidas
humanity-glance-none = ninguno
humanity-glance-to-act = le toca
humanity-glance-marker = { $colour } { $symbol }, { $letter } en las piezas
humanity-glance-astronauts = Astronautas: { $list }
humanity-glance-holdings = Experimentos: { $experiments } · misiones: { $missions }
humanity-stock-electricity = { $n } electricidad
humanity-stock-advanced = { $n } avanzada(s)
humanity-stock-basic = { $n } básica(s)
humanity-stock-nothing = nada almacenado
humanity-stock-stored = { $list }: { $total ->
    [one] { $total } unidad almacenada
   *[other] { $total } unidades almacenadas
}
humanity-astronaut-hangar = hangar { $n }
humanity-astronaut-returning = volviendo
humanity-astronaut-wp-left = quedan { $left } de { $wp } PT
humanity-astronaut-wp = { $wp } PT
humanity-astronaut = { $place }, { $wp }
humanity-astronaut-exhausted = { $place }, { $wp }, agotado
humanity-experiments-side = { $side } { $n }
humanity-experiments = { $count } ({ $sides })
humanity-base-slides = La base, se desliza de lado
humanity-scores-player = Jugador
humanity-scores-printed = PV impresos
humanity-scores-greenhouses = Invernaderos
humanity-scores-squares = Cuadrados
humanity-scores-lines = Líneas
humanity-scores-missions = Misiones
humanity-scores-stored = Unidades almacenadas
humanity-scores-vp = PV
humanity-scores-science = Ciencia
humanity-scores-score = Puntuación
humanity-scores-note = PV impresos: módulos y experimentos. Líneas: experimentos uno al lado del otro. Misiones: ganadas menos perdidas. Unidades almacenadas: 1 PV por cada 5 al final. Ciencia: la investigación de cada año, la bonificación de los rezagados y las misiones. Puntuación: PV + ciencia.
humanity-mission-A1 = Un grupo conectado de al menos 4 módulos naranjas
humanity-mission-A2 = Un grupo conectado de al menos 3 módulos azules
humanity-mission-A3 = Un grupo de al menos 3 módulos morados, contacto en diagonal incluido
humanity-mission-A4 = Al menos 6 módulos naranjas en la base
humanity-mission-A5 = Al menos 4 módulos azules en la base
humanity-mission-A6 = Al menos 3 módulos morados en la base
humanity-mission-B1 = Una línea vertical de al menos 4 módulos de cualquier color
humanity-mission-B2 = Una línea horizontal de al menos 5 módulos de cualquier color
humanity-mission-B3 = Una línea diagonal de al menos 4 módulos de cualquier color
humanity-mission-B4 = Una línea vertical de al menos 3 módulos de un mismo color
humanity-mission-B5 = Una línea horizontal de al menos 3 módulos de un mismo color
humanity-mission-B6 = Una línea diagonal de al menos 3 módulos de un mismo color
humanity-mission-C1 = Al menos 4 símbolos de hielo u oxígeno en los costes de tus experimentos
humanity-mission-C2 = Al menos 4 símbolos de metano o aircarbono en los costes de tus experimentos
humanity-mission-C3 = Al menos 4 símbolos de insecto o proteína en los costes de tus experimentos
humanity-mission-C4 = Al menos 3 experimentos del lado izquierdo
humanity-mission-C5 = Al menos 3 experimentos del centro
humanity-mission-C6 = Al menos 3 experimentos del lado derecho
