# Dawn of Mankind (dawn-of-mankind): las palabras del juego en curso: el registro, las elecciones
# de un turno, los rechazos, el aviso del correo de turno, la vista previa y la línea de estado.
# Los nombres de los componentes son los de dawn-of-mankind.ftl; los términos, los del reglamento en español.

## Palabras que se usan en otros textos.
dawn-of-mankind-res-fruit = { $count ->
    [one] { $count } fruta
   *[other] { $count } frutas
    }
dawn-of-mankind-res-meat = { $count ->
    [one] { $count } carne
   *[other] { $count } carnes
    }
dawn-of-mankind-res-tools = { $count ->
    [one] { $count } herramienta
   *[other] { $count } herramientas
    }
dawn-of-mankind-res-hides = { $count ->
    [one] { $count } piel
   *[other] { $count } pieles
    }
dawn-of-mankind-nothing = nada
dawn-of-mankind-food = { $count } de comida
dawn-of-mankind-vp = { $count } PV
dawn-of-mankind-progress-card = la carta { $name }
dawn-of-mankind-pile-cooking = Cocina
dawn-of-mankind-pile-religion = Religión
dawn-of-mankind-pile-storytelling = Narración de cuentos
dawn-of-mankind-pile-hunting = Caza
dawn-of-mankind-pile-gathering = Recolección
dawn-of-mankind-pile-knapping = Talla de sílex
dawn-of-mankind-pile-tanning = Curtido
dawn-of-mankind-pile-preserving = Conservación
dawn-of-mankind-pile-cave_painting = Pintura rupestre
dawn-of-mankind-pile-midwifery = Partería
dawn-of-mankind-pile-shelter = Refugio
dawn-of-mankind-effect-cooking = al descansar, pierde 3 de comida por 5 PV
dawn-of-mankind-effect-religion = puntuación final: 2 PV por cada 2 de comida y 4 PV por cada 2 herramientas/pieles (de las reglas)
dawn-of-mankind-effect-storytelling = puntuación final: 3 PV por carta adquirida y 2 PV por meeple en el tablero (de las reglas)
dawn-of-mankind-effect-hunting = +1 carne cada vez que una loseta da carne
dawn-of-mankind-effect-gathering = +1 fruta cada vez que una loseta da fruta
dawn-of-mankind-effect-knapping = +1 herramienta cada vez que una loseta da herramientas
dawn-of-mankind-effect-tanning = +1 piel cada vez que una loseta da pieles
dawn-of-mankind-effect-preserving = niveles máximos: carne 5 y fruta 8
dawn-of-mankind-effect-cave_painting = +2 PV por cada obra de arte
dawn-of-mankind-effect-midwifery = expandir la tribu cuesta 1 PV
dawn-of-mankind-effect-shelter = límite de la primera área: 4
dawn-of-mankind-route = { $from } a { $tile }
dawn-of-mankind-stage = { $numeral } · { $stage }

## El registro de la partida.
dawn-of-mankind-log-setup-card = { $who } tomó una carta de configuración y ganó { $res }.
dawn-of-mankind-log-setup-place = { $who } colocó un meeple en { $area }.
dawn-of-mankind-log-moved = { $who } movió un meeple de { $route }.
dawn-of-mankind-log-newborn-route = { $who } obtuvo un recién nacido en RC (icono de la línea).
dawn-of-mankind-log-newborn-tile = { $who } obtuvo un recién nacido en RC (icono de la loseta).
dawn-of-mankind-log-bumped = El meeple de { $owner } fue empujado de { $tile } a { $area }.
dawn-of-mankind-log-bumped-mat = El meeple de { $owner } fue empujado de { $tile } a su tapete.
dawn-of-mankind-log-not-performed = { $who } no pudo realizar { $action } en { $tile }.
dawn-of-mankind-log-performed = { $who } realizó { $action } en { $tile }{ $details }.
dawn-of-mankind-log-performed-paid = , pagó { $res }
dawn-of-mankind-log-performed-paid-vp = {" "}y PV
dawn-of-mankind-log-performed-paid-only-vp = , pagó PV
dawn-of-mankind-log-performed-gained = , ganó { $res }
dawn-of-mankind-log-performed-gained-nothing = , no ganó nada
dawn-of-mankind-log-performed-over-limit = {" "}(de { $all }; el resto supera el límite de 8)
dawn-of-mankind-log-performed-scored = {" "}y puntuó PV
dawn-of-mankind-log-performed-home = ; el meeple volvió al tapete
dawn-of-mankind-log-art = { $who } creó la obra { $art } (línea { $line }) y pagó { $res }.
dawn-of-mankind-log-art-redrawn = { $art } pasó al fondo del mazo de arte; { $drawn } se robó para la ranura { $slot }.
dawn-of-mankind-log-art-deck-top = la carta superior del mazo de arte
dawn-of-mankind-log-progress-slot = { $who } tomó { $card } por { $res } y la puso en la ranura { $slot }.
dawn-of-mankind-log-progress-mat = { $who } tomó { $card } por { $res } y la puso en su espacio del tapete.
dawn-of-mankind-log-rested = { $who } descansó.
dawn-of-mankind-log-rested-moved = { $who } descansó y avanzó { $count ->
    [one] { $count } meeple
   *[other] { $count } meeples
    }.
dawn-of-mankind-log-cooked = { $who } cocinó { $res } y puntuó PV.
dawn-of-mankind-log-expanded = { $who } expandió la tribu: pagó { $res } y PV, y un meeple se unió a RC.
dawn-of-mankind-log-expanded-no-food = { $who } expandió la tribu: pagó PV, y un meeple se unió a RC.
dawn-of-mankind-log-spoiled = { $who } perdió { $res } porque se estropearon.
dawn-of-mankind-log-end-vp = { $who } terminó un turno con { $vp } PV o más: la partida ha terminado.
dawn-of-mankind-log-end-stall = { $count } descansos seguidos no cambiaron nada: la partida ha terminado (regla de bloqueo de Turnpost).
dawn-of-mankind-log-automatic = { $who } solo tenía un turno posible; se jugó automáticamente:
dawn-of-mankind-log-final-score = Puntuación final de { $who }: { $vp } fichas de PV + { $cards } por cartas de progreso + { $meeples } por meeples en el tablero + { $food } por comida + { $goods } por herramientas y pieles = { $total }.
dawn-of-mankind-log-rank = { $who } queda en { $rank }.º lugar con { $score } puntos.
dawn-of-mankind-log-rank-shared = { $who } queda en { $rank }.º lugar (empatado) con { $score } puntos.

## Las elecciones de un turno.
dawn-of-mankind-ask-what = ¿Qué haces?
dawn-of-mankind-choice-setup-card = Tomar una carta de configuración
dawn-of-mankind-choice-setup-place = Poner un meeple de tu tapete en un área preparada
dawn-of-mankind-choice-move = Mover un meeple por una línea
dawn-of-mankind-choice-rest = Descansar: tus meeples en losetas vuelven a las áreas preparadas
dawn-of-mankind-ask-setup-card = ¿Qué carta de configuración tomas?
dawn-of-mankind-choice-setup-card-resources = La carta con la que empiezas con { $res }
dawn-of-mankind-ask-setup-place = ¿Adónde va tu meeple?
dawn-of-mankind-choice-ready-area = Área preparada { $area }, en la columna { $column }
dawn-of-mankind-ask-rest = ¿Cómo descansas?
dawn-of-mankind-choice-rest-none = Descansar sin hacer nada más
dawn-of-mankind-choice-rest-cook-paying = Descansar y cocinar, pagando { $food }
dawn-of-mankind-choice-rest-cook = Descansar y cocinar
dawn-of-mankind-choice-rest-expand = Descansar y expandir la tribu: un meeple de tu tapete se une a la columna I
dawn-of-mankind-ask-route = ¿Qué línea toma tu meeple?
dawn-of-mankind-choice-route = { $from } → { $tile } { $action } ({ $column }{ $pays }; ganas { $gains })
dawn-of-mankind-choice-route-pays = ; pagas { $items }
dawn-of-mankind-choice-route-art-on-way = arte por el camino
dawn-of-mankind-choice-route-progress = una carta de progreso
dawn-of-mankind-choice-route-art = arte
dawn-of-mankind-choice-route-newborn = un recién nacido
dawn-of-mankind-route-idle = Ahora no puedes pagar { $action }: la loseta no hará nada.
dawn-of-mankind-the-tile = la loseta
dawn-of-mankind-ask-route-art = ¿Qué arte creas por el camino?
dawn-of-mankind-art-idle = Después de pagarlo no podrás pagar { $action }: la loseta no hará nada.
dawn-of-mankind-choice-no-art = Sin arte
dawn-of-mankind-choice-art-slot = El arte de la ranura { $slot }
dawn-of-mankind-choice-art = { $art } (ranura { $slot }): paga { $cost } por { $vp } PV
dawn-of-mankind-ask-food = ¿Qué comida pagas?
dawn-of-mankind-choice-no-food = Sin comida
dawn-of-mankind-choice-food = Pagar { $food }
dawn-of-mankind-ask-barter = ¿Haces trueque?
dawn-of-mankind-choice-no-barter = Sin trueque
dawn-of-mankind-choice-barter = Dar { $give }, tomar { $take }
dawn-of-mankind-ask-progress = ¿Qué carta de progreso tomas?
dawn-of-mankind-choice-no-progress = Sin carta de progreso
dawn-of-mankind-choice-progress = { $card }
dawn-of-mankind-choice-progress-paying = { $card }, pagando { $cost }
dawn-of-mankind-choice-progress-slot = { $card } en tu ranura { $slot }
dawn-of-mankind-choice-progress-slot-paying = { $card } en tu ranura { $slot }, pagando { $cost }
dawn-of-mankind-ask-tile-art = ¿Qué arte creas en la loseta?
dawn-of-mankind-ask-newborn = ¿Tomas un recién nacido?
dawn-of-mankind-choice-newborn = Tomar un meeple recién nacido
dawn-of-mankind-choice-no-newborn = Sin recién nacido

## Los rechazos.
dawn-of-mankind-error-game-over = La partida ha terminado.
dawn-of-mankind-error-no-such-seat = No hay asiento { $seat } en esta mesa.
dawn-of-mankind-error-not-your-turn = No es tu turno: le toca jugar a { $who }.
dawn-of-mankind-error-setup-turn-expected = Es un turno de preparación: toma una carta de configuración o coloca un meeple (regla 2.6).
dawn-of-mankind-error-main-turn-expected = La preparación ha terminado: mueve un meeple por una línea o descansa (regla 3.3).
dawn-of-mankind-error-second-setup-card = Ya tomaste una carta de configuración; cada jugador toma exactamente una (regla 2.6).
dawn-of-mankind-error-no-such-setup-card = { $card } no es una carta de configuración de la mesa.
dawn-of-mankind-error-no-such-area = { $area } no es un área preparada.
dawn-of-mankind-error-setup-elders = Los meeples de la preparación solo van a las columnas I, II y III, no a la columna de los ancianos (regla 2.6).
dawn-of-mankind-error-second-in-column = Ya colocaste un meeple en la columna { $column } durante la preparación; uno por columna (regla 2.6).
dawn-of-mankind-error-not-fewest = { $area } tiene { $has } meeples pero { $fewest } solo tiene { $least }: un meeple de la preparación va a un área preparada de su columna con el menor número de meeples (regla 2.6).
dawn-of-mankind-error-no-such-route = { $route } no es una línea del tablero.
dawn-of-mankind-error-no-meeple-there = No tienes ningún meeple en { $area }, donde empieza la línea { $route } (regla 5.1).
dawn-of-mankind-error-own-meeple-on-tile = Ya tienes un meeple propio en { $tile }; una línea debe llevar a una loseta sin ninguno de los tuyos (regla 5.1).
dawn-of-mankind-error-route-art-not-allowed = La línea { $route } no cruza ningún icono de arte, así que route_art debe omitirse (regla 5.7).
dawn-of-mankind-error-tile-art-not-allowed = { $tile } no tiene icono de arte, así que tile_art debe omitirse (regla 5.7).
dawn-of-mankind-error-no-such-art-slot = No hay ranura { $slot } en el expositor de arte: las ranuras van de la 1 a la 4.
dawn-of-mankind-error-art-unaffordable = La obra { $art } cuesta { $cost } en la línea { $line }, y no puedes pagarlo entero (regla 7.1).
dawn-of-mankind-error-food-needed = Se realizará { $action }, que cuesta { $food } de comida: indica qué fruta y qué carne pagas como comida (regla 5.7).
dawn-of-mankind-error-food-not-allowed = El campo food solo se aplica cuando se realiza una loseta que cuesta comida; omítelo aquí (regla 5.7).
dawn-of-mankind-error-food-wrong-total = La comida debe sumar { $need }, no { $given } (regla 0.9).
dawn-of-mankind-error-food-short = Tienes { $has_fruit } de fruta y { $has_meat } de carne, así que no puedes pagar { $fruit } de fruta y { $meat } de carne.
dawn-of-mankind-error-barter-needed = Se realizará el Trueque: indica qué das y qué tomas (regla 5.7).
dawn-of-mankind-error-barter-not-allowed = El campo barter solo se aplica cuando se realiza el Trueque; omítelo aquí (regla 5.7).
dawn-of-mankind-error-barter-same = El Trueque cambia 2 de un tipo por 3 de otro tipo distinto; lo que das y lo que tomas deben ser distintos (regla 6.7).
dawn-of-mankind-error-barter-short = Tienes menos de { $res } para dar en el Trueque (regla 6.7).
dawn-of-mankind-error-progress-not-allowed = { $tile } no tiene icono de progreso, así que progress debe omitirse (regla 5.7).
dawn-of-mankind-error-no-such-pile = No hay ninguna pila de { $pile } en juego a la que le queden cartas (regla 8.3).
dawn-of-mankind-error-already-acquired = Ya adquiriste una carta de { $pile }; un nombre solo puede adquirirse una vez, aunque esté cubierta (regla 8.2).
dawn-of-mankind-error-progress-unaffordable = La carta { $card } cuesta { $cost }, y no puedes pagarlo entero (regla 8.3).
dawn-of-mankind-error-slot-not-allowed = Una carta de { $pile } va en su propio espacio de tu tapete, así que slot debe ser null (regla 8.3).
dawn-of-mankind-error-slot-needed = Una carta de { $pile } va en la ranura 1, 2 o 3; indica cuál (regla 8.3).
dawn-of-mankind-error-no-such-slot = No hay ranura { $slot }: las ranuras van de la 1 a la 3 (regla 8.3).
dawn-of-mankind-error-newborn-not-allowed = { $tile } no tiene icono de recién nacido, así que newborn debe ser false (regla 5.7).
dawn-of-mankind-error-newborn-impossible = No es posible un recién nacido: hace falta un meeple en tu tapete y menos de { $limit } de los tuyos en RC (regla 6.6).
dawn-of-mankind-error-cook-food-not-allowed = cook_food solo se da con la opción cook (regla 9.5).
dawn-of-mankind-error-cook-food-needed = Cocinar necesita cook_food: qué { $food } de comida cocinas (regla 9.5).
dawn-of-mankind-error-cook-short = Cocinar necesita { $food } de comida, y tienes menos (regla 9.2).
dawn-of-mankind-error-expand-vp = Expandir la tribu cuesta { $vp } PV y tienes menos (regla 9.3).
dawn-of-mankind-error-expand-rc-full = Expandir la tribu requiere como mucho { $most } de tus meeples en RC, y tienes más (regla 9.3).
dawn-of-mankind-error-expand-mat-empty = Expandir la tribu requiere un meeple en tu tapete, y no te queda ninguno (regla 9.3).
dawn-of-mankind-error-corrupt-state = El estado de la partida está dañado: { $reason }.

## El aviso del correo de turno. $title: el título del juego, que pone la plataforma.
dawn-of-mankind-prompt-setup-lap = preparación, vuelta { $lap } de { $laps }
dawn-of-mankind-prompt-turn = turno { $turn }
dawn-of-mankind-prompt-finished = terminada tras { $count } turnos
dawn-of-mankind-prompt-card-or-place = tomar una carta de configuración o colocar un meeple
dawn-of-mankind-prompt-card-or-place-headline = Preparación en { $title }: toma la carta de configuración que decide tu comienzo, o coloca uno de tus meeples en un área preparada.
dawn-of-mankind-prompt-card = tomar tu carta de configuración
dawn-of-mankind-prompt-card-headline = Preparación en { $title }: toma la carta de configuración que decide tu comienzo.
dawn-of-mankind-prompt-place = colocar un meeple en un área preparada
dawn-of-mankind-prompt-place-headline = Preparación en { $title }: coloca uno de tus meeples en un área preparada.
dawn-of-mankind-prompt-move = mover un meeple o descansar
dawn-of-mankind-prompt-move-headline = Tu turno en { $title }: mueve uno de tus meeples por una línea, o descansa ({ $open }).
dawn-of-mankind-prompt-no-route = ninguna línea está abierta a tus meeples, así que descansas
dawn-of-mankind-prompt-routes = { $count ->
    [one] tienes { $count } línea abierta
   *[other] tienes { $count } líneas abiertas
    }
dawn-of-mankind-prompt-situation = Tienes { $vp } PV; recursos: fruta { $fruit }, carne { $meat }, herramientas { $tools }, pieles { $hides }.
dawn-of-mankind-prompt-meeples = Meeples: { $board } en el tablero, { $mat } en tu tapete.

## La vista previa de un turno.
dawn-of-mankind-preview-unreadable = No se pudo leer esa elección.
dawn-of-mankind-preview-fruit = { $change } { $count ->
    [one] fruta
   *[other] frutas
    }
dawn-of-mankind-preview-meat = { $change } { $count ->
    [one] carne
   *[other] carnes
    }
dawn-of-mankind-preview-tools = { $change } { $count ->
    [one] herramienta
   *[other] herramientas
    }
dawn-of-mankind-preview-hides = { $change } { $count ->
    [one] piel
   *[other] pieles
    }
dawn-of-mankind-preview-same = Tus recursos no cambian
dawn-of-mankind-preview-resources = Tus recursos: { $changes }
dawn-of-mankind-preview-summary = { $before }; { $change } PV (tendrías { $vp } PV).
dawn-of-mankind-preview-summary-ends = { $before }; { $change } PV (tendrías { $vp } PV). Este turno termina la partida.

## La línea de estado sobre el tablero.
dawn-of-mankind-status-setup = Turno de preparación { $turn } de { $turns }.
dawn-of-mankind-status-setup-now = Turno de preparación { $turn } de { $turns }. Ahora: { $who }.
dawn-of-mankind-status-turn = Turno { $turn }.
dawn-of-mankind-status-turn-now = Turno { $turn }. Ahora: { $who }.
dawn-of-mankind-status-over-stall = Partida terminada: nadie podía cambiar nada.
dawn-of-mankind-status-over-vp = Partida terminada: se alcanzó el objetivo de PV.

## La página alrededor de las imágenes: sus títulos, las puntuaciones finales, el gráfico, la repetición.
dawn-of-mankind-picture-board = Las etapas de la vida
dawn-of-mankind-picture-supply = Arte y progreso
dawn-of-mankind-picture-players = Los jugadores
dawn-of-mankind-mat-yours = Tu tapete
dawn-of-mankind-mat-of = El tapete de { $who }
dawn-of-mankind-scores-title = Puntuaciones finales
dawn-of-mankind-scores-player = Jugador
dawn-of-mankind-scores-vp = PV
dawn-of-mankind-scores-cards = Cartas
dawn-of-mankind-scores-meeples = Meeples
dawn-of-mankind-scores-food = Comida
dawn-of-mankind-scores-goods = Bienes
dawn-of-mankind-scores-total = Total
dawn-of-mankind-scores-note = PV: las fichas ganadas durante la partida. Cartas y meeples: Narración de cuentos. Comida y bienes: Religión.
dawn-of-mankind-revealed = Ahora se revelan todos los totales de PV.
dawn-of-mankind-chart-title = Los puntos de victoria a lo largo de la partida
dawn-of-mankind-chart-vp = Puntos de victoria (PV)
dawn-of-mankind-replay-over = La partida ha terminado, así que se muestran todos los totales de PV en cada paso.
dawn-of-mankind-replay-seat = La partida sigue en juego: ves tus propios PV en cada paso, nunca los de los demás jugadores.
dawn-of-mankind-replay-watcher = La partida sigue en juego: todos los totales de PV permanecen ocultos hasta el final.
