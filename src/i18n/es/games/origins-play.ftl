# Origins en juego, en español: el registro, las opciones de una decisión, los rechazos, las
# vistas previas y el correo del turno. Los nombres de los componentes están en origins.ftl.

## Lugares, unidades, ancianos y textos de las cartas (said.rs)
origins-corner-n = norte
origins-corner-ne = noreste
origins-corner-se = sureste
origins-corner-s = sur
origins-corner-sw = suroeste
origins-corner-nw = noroeste
origins-place = { $hex }, { $corner }
origins-place-named = { $name } ({ $hex }, { $corner })
origins-unit-at = la unidad en { $place }
origins-metropolis-in = la metrópolis en { $hex }
origins-brain-map-of = el mapa cerebral { $species } ({ $letter })
origins-brain-map-of-first = El mapa cerebral { $species } ({ $letter })
origins-region-limbic = el sistema límbico
origins-region-hippocampus = el hipocampo
origins-region-wernicke = el área de Wernicke
origins-region-broca = el área de Broca
origins-region-neocortex = el neocórtex
origins-instinct-social = social (@)
origins-instinct-nature = historia natural (bellota)
origins-instinct-tech = técnica (mano)
origins-instinct-language = lenguaje (!)
origins-track-word-FP = huella
origins-track-word-MET = metalurgia
origins-track-word-MAR = marítimo
origins-track-word-ENE = energía
origins-track-word-IMM = inmunología
origins-era-golden = la edad de oro de la era { $era }
origins-era-dark = la edad oscura de la era { $era }
origins-half-ready = listo
origins-half-spent = gastado
origins-whose-yours = tuyo
origins-whose-own = de { $who }
origins-whose-guest = (un trabajador inmigrante de { $who })
origins-whose-guest-species = (un trabajador inmigrante de los { $species })
origins-elder-half = un anciano { $half } { $whose }
origins-elder-half-first = Un anciano { $half } { $whose }
origins-elder-any = un anciano { $whose }
origins-payer-yours = uno de tus propios ancianos listos
origins-payer-yours-first = Uno de tus propios ancianos listos
origins-payer-ready = un anciano listo { $whose }
origins-payer-ready-first = Un anciano listo { $whose }
origins-payer-aid-you = un anciano que { $who } te ofreció como ayuda
origins-payer-aid-you-first = Un anciano que { $who } te ofreció como ayuda
origins-payer-aid = un anciano ofrecido como ayuda por { $who }
origins-nothing = nada
origins-feature-kind-animal = un animal
origins-feature-kind-plant = una planta
origins-feature-kind-resource = un recurso
origins-effect-enc = encefalización: la unidad cerebral de una región { $instinct } se va (en la era I)
origins-effect-enc-first = Encefalización: la unidad cerebral de una región { $instinct } se va (en la era I)
origins-effect-adv = { $track } avanza un nivel, hasta { $max }
origins-effect-adv-first = { $track } avanza un nivel, hasta { $max }
origins-effect-nat = puedes intentar domesticar { $kind } de un hexágono a cambio de un anciano (modificador de la carta { $modifier })
origins-effect-nat-first = Puedes intentar domesticar { $kind } de un hexágono a cambio de un anciano (modificador de la carta { $modifier })
origins-effect-barb = puedes enviar bárbaros contra un vecino (la carta sale entonces de la partida)
origins-effect-barb-first = Puedes enviar bárbaros contra un vecino (la carta sale entonces de la partida)
origins-effect-eg = gana un anciano
origins-effect-eg-first = Gana un anciano
origins-effect-eg2 = gana dos ancianos
origins-effect-eg2-first = Gana dos ancianos
origins-effect-fd = una disminución de la fecundidad, que puedes rechazar
origins-effect-fd-first = Una disminución de la fecundidad, que puedes rechazar
origins-effect-fd2 = dos disminuciones de la fecundidad, que puedes rechazar
origins-effect-fd2-first = Dos disminuciones de la fecundidad, que puedes rechazar
origins-effect-el = el ganador pierde un anciano
origins-effect-el-first = El ganador pierde un anciano
origins-req-instinct = el instinto { $instinct } visible
origins-req-track = { $track } { $level } o más
origins-left-side = Lado izquierdo: { $effects }.
origins-left-side-needs = Lado izquierdo (requiere { $needs }): { $effects }.
origins-right-side = Lado derecho: { $effects }.
origins-left-side-label = Lado izquierdo: { $effects }
origins-left-side-needs-label = Lado izquierdo (requiere { $needs }): { $effects }
origins-right-side-label = Lado derecho: { $effects }
origins-catastrophe-cc = cambio climático
origins-catastrophe-volc = un volcán en { $hex }
origins-catastrophe-dis = una enfermedad de nivel { $level }
origins-card-text-diffusion = Difusión cultural: mientras esta carta esté en tu pila de descarte, puedes tomar cartas de cualquier era, y quien te ataque te da la carta superior de su pila de descarte.
origins-card-text-idea = Una carta de idea de la era { $era }.
origins-card-text-public = Una carta pública de la era { $era }, { $category } de rango { $rank }: al jugarla, sale a subasta.
origins-card-text-winner = El ganador: { $effects }.
origins-card-text-naturalist = Mientras esté activa, su poseedor puede realizar la acción Naturalista en cualquier era.
origins-card-text-urbanization = Mientras esté activa, su poseedor puede urbanizar antes de la era III.
origins-card-text-trade = Mientras esté activa, su poseedor puede comerciar antes de la era III.
origins-card-text-catastrophes = Robada de un mazo, trae { $list }.

## El registro (describe.rs)
origins-log-paying = , pagando con { $payers }
origins-log-funding = {" "}(financiando { $count ->
        [one] { $count } acción más
       *[other] { $count } acciones más
    }{ $paid })
origins-log-reset-elder = { $elder } en la reserva de { $who }
origins-log-reset-card = la carta pública { $card }
origins-log-through-ask = pidiendo paso en { $place }
origins-log-through-attack = atacando en { $place }
origins-log-through = , { $list }
origins-log-original-behaviour = { $who } eligió Comportamiento original.
origins-log-imitator-scavenge = { $who } eligió Imitador, rescatando el descarte superior de { $from }.
origins-log-imitator-deck = { $who } eligió Imitador, robando del mazo.
origins-log-silverback = { $who } eligió Espalda plateada.
origins-log-locution = { $who } eligió Locución{ $paid }.
origins-log-lexicalization = { $who } eligió Lexicalización, moviendo una unidad cerebral desde { $from } hasta { $to }.
origins-log-storyteller = { $who } eligió Narrador, reactivando { $reset }.
origins-log-naturalist = { $who } eligió Naturalista, intentando domesticar en { $hex }{ $paid }.
origins-log-invention = { $who } eligió Invención, robando del mazo de la era { $era }.
origins-log-education = { $who } eligió Educación, rescatando el descarte superior de { $from }.
origins-log-baby-boom = { $who } eligió Baby boom.
origins-log-stimulus = { $who } eligió Estímulo económico, reactivando { $resets }.
origins-log-golden-age = { $who } eligió la edad de oro.
origins-log-golden-age-reactivate = { $who } eligió la edad de oro, poniendo boca arriba { $cards }.
origins-log-revolution = { $who } eligió Revolución, nombrando { $brain }.
origins-log-espionage = { $who } eligió Espionaje y tomó una carta al azar de la mano de { $from }.
origins-log-offer-aid = { $who } ofreció { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } como ayuda a { $to } hasta el final de su próximo turno.
origins-log-end-innovation = { $who } terminó la fase de innovación.
origins-log-side-left = lado izquierdo
origins-log-side-right = lado derecho
origins-log-clearing = liberando { $region }
origins-log-trying-domesticate = intentando domesticar en { $hex }
origins-log-barbarians-against = bárbaros contra { $who }
origins-log-declining-fd = rechazando { $count ->
        [one] { $count } disminución de la fecundidad
       *[other] { $count } disminuciones de la fecundidad
    }
origins-log-brackets = {" "}({ $words })
origins-log-play-public = { $who } jugó la carta pública { $card }{ $extra } y abrió su subasta.
origins-log-play-idea = { $who } jugó la carta de idea { $card }{ $extra }.
origins-log-end-cards = { $who } terminó la fase de cartas.
origins-log-depopulate = { $who } perdió { $units } por el caos.
origins-log-dark-age-forward = { $who } avanzó su unidad de era a la edad oscura.
origins-log-dark-age-back = { $who } retrocedió su unidad de era a la edad oscura.
origins-log-incorporate = { $who } incorporó ancianos de { $target }{ $funded }.
origins-log-trade = { $who } propuso un comercio en { $track } a { $partner }{ $funded }.
origins-log-urbanize = { $who } urbanizó la unidad en { $place } en una metrópolis en { $hex }{ $funded }.
origins-log-raid-scavenge = { $who } hizo una incursión sabina contra { $target }, rescatando su descarte superior{ $funded }.
origins-log-raid-espionage = { $who } hizo una incursión sabina contra { $target }, tomando una carta al azar de su mano{ $funded }.
origins-log-grow = { $who } colocó una nueva unidad en { $place }{ $migrated }{ $through }{ $funded }.
origins-log-grow-migrated = {" "}y la hizo migrar a { $place }
origins-log-migrate = { $who } hizo migrar la unidad en { $place } por { $path }{ $through }{ $funded }.
origins-log-end-population = { $who } terminó la fase de población.
origins-log-siege = { $who } asedió { $hex }{ $unit }.
origins-log-siege-unit = , con la unidad en { $place } para fundar la metrópolis
origins-log-end-sieges = { $who } terminó la fase de asedios.
origins-log-starve = { $who } perdió { $units } por la hambruna.
origins-log-passage-granted = { $who } concedió el paso.
origins-log-passage-refused = { $who } negó el paso.
origins-log-trade-accepted = { $who } aceptó el comercio.
origins-log-trade-declined = { $who } rechazó el comercio.
origins-log-bid = { $who } pujó { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    }.
origins-log-pass = { $who } pasó.
origins-log-pledge = { $who } prometió { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } a { $to }.
origins-log-a-public-card = una carta pública
origins-log-barbarians-card = { $who } entregó { $card } a los bárbaros.
origins-log-barbarians-elder = { $who } perdió { $elder } ante los bárbaros.
origins-log-revolution-cancelled = { $who } anuló la revolución, perdiendo { $elder }.
origins-log-revolution-accepted = { $who } aceptó el intercambio de mapas cerebrales.
origins-log-choose-elder = { $who } eligió { $elder }.
origins-log-disease-neighbour = { $who } pasó la enfermedad a { $to }.
origins-log-catastrophe-order = { $who } ordenó las catástrofes: { $order }.
origins-log-choose-enslaver = { $who } eligió a { $enslaver } como esclavista.
origins-log-an-elder = un anciano
origins-log-volcano = volcán
origins-log-catastrophe-of = { $icon } de { $card }
origins-phase-innovation = fase 1, innovación
origins-phase-catastrophes = fase 2, catástrofes
origins-phase-cards = fase 3, cartas
origins-phase-chaos = fase 4, caos
origins-phase-population = fase 5, población
origins-phase-sieges = fase 6, asedios
origins-phase-starvation = fase 7, hambruna
origins-asked-bid-auction = pujar, prometer o pasar en la subasta de { $card }
origins-asked-bid = pujar, prometer o pasar
origins-asked-passage = conceder o negar el paso en { $place } a { $mover }
origins-asked-trade = aceptar o rechazar un comercio en { $track } de { $from }
origins-asked-revolution = aceptar o anular la revolución de { $from }
origins-asked-elder-loss = elegir el anciano que pierde
origins-asked-elder-transfer = elegir el anciano que va a { $to }
origins-asked-barbarians = dar una carta pública o un anciano a los bárbaros de { $attacker }
origins-asked-disease = elegir el vecino al que llega una enfermedad
origins-asked-enslaver = elegir su esclavista, al no quedarle unidades de mapa
origins-asked-catastrophe-order = ordenar las catástrofes de este turno
origins-asked-depopulate = elegir { $count ->
        [one] { $count } unidad de mapa
       *[other] { $count } unidades de mapa
    } que se lleva el caos
origins-asked-dark-age = avanzar o retroceder su unidad de era a la edad oscura
origins-asked-starve = elegir las unidades que mueren de hambre
origins-change-elders = ancianos: { $ready } listos y { $spent } gastados, ahora { $ready_now } listos y { $spent_now } gastados
origins-change-score = puntuación de { $from } a { $to }
origins-change-innovation = número de innovación de { $from } a { $to }
origins-change-population = número de población de { $from } a { $to }
origins-change-track = { $track } de { $from } a { $to }
origins-change-brain-units = unidades cerebrales en { $regions }
origins-change-brain-map = ahora tiene { $brain }
origins-change-era-unit = unidad de era en { $space }
origins-change-era-one = de vuelta en la era I
origins-change-unit-lost = ya no hay unidad en { $places }
origins-change-unit-gained = ahora una unidad en { $places }
origins-change-metropolis-new = una nueva metrópolis en { $hex }
origins-change-metropolis-lost = perdió la metrópolis en { $hex }
origins-change-hand = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } en la mano
origins-change-discard = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } en la pila de descarte
origins-change-won = ganó la carta pública { $card }
origins-change-suppressed = { $card } suprimida
origins-change-face-up = { $card } de nuevo boca arriba
origins-change-no-longer-holds = ya no tiene { $card }
origins-change-enslaved = esclavizado por { $by }
origins-change-free = libre de nuevo
origins-change-revolution-penalty = { $count } menos en la próxima tirada de estabilidad
origins-change-aid-lapsed = las ofertas de ayuda sin usar caducaron
origins-roll-climate-change = el cambio climático
origins-roll-stability = la estabilidad
origins-roll-domestication = la domesticación
origins-log-took-discard = { $who } tomó { $card } de la pila de descarte de { $from }.
origins-log-rolled = Automático: { $who } sacó un { $value } para { $purpose }.
origins-log-revealed = Automático: { $who } reveló la catástrofe de { $card }.
origins-log-changes = { $who }: { $changes }.
origins-log-climate = Automático: el clima es ahora { $climate }.
origins-log-extinct = Automático: los animales de { $hex } se han extinguido.
origins-log-removed = { $card } sale de la partida.
origins-log-game-over = Automático: la partida ha terminado.
origins-log-final-score = Puntuación final: { $who } { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } (innovación { $innovation }, población { $population }, ancianos { $elders }, información { $info }, cultura { $culture }, administración { $admin }), puesto { $rank }.
origins-log-starts-from = {" "}desde la { $phase } (sin acción de innovación este turno)
origins-log-turn-ends = Automático: termina el turno de { $who }; turno de juego { $turn }, juega { $next }{ $starts }.
origins-log-phase = Automático: { $phase }.
origins-log-asked = { $who } debe { $what }.

## Las opciones de una decisión (choices.rs)
origins-ch-nothing-to-choose = No hay nada que elegir ahora.
origins-ch-original-behaviour = Comportamiento original: robar una carta del mazo de la era I
origins-ch-original-behaviour-needs = Requiere el instinto técnica o historia natural visible en tu mapa cerebral.
origins-ch-imitator = Imitador: tomar la carta superior de la pila de descarte de otro jugador
origins-ch-imitator-needs = Requiere el instinto social visible. Si no se puede tomar ninguna carta, robas del mazo de la era I.
origins-ch-silverback = Espalda plateada: dos aumentos de fecundidad, y 2 más en la tirada de estabilidad de este turno
origins-ch-silverback-needs = Requiere el instinto social visible.
origins-ch-locution = Locución: la unidad cerebral del área de Wernicke se va, a cambio de un anciano; el caos sigue este turno
origins-ch-locution-needs = Requiere el instinto social visible y una unidad cerebral en el área de Wernicke.
origins-ch-pay-locution = ¿Qué anciano paga la Locución?
origins-ch-lexicalization = Lexicalización: mover una unidad cerebral a una región vacía contigua
origins-ch-lexicalization-needs = Requiere el instinto lenguaje visible; la región que deja la unidad cuenta como vacía.
origins-ch-storyteller = Narrador: una reactivación
origins-ch-storyteller-needs = Una reactivación despierta un anciano gastado en la reserva de cualquiera, o pone boca arriba una de tus cartas públicas suprimidas. Requiere el instinto lenguaje visible.
origins-ch-naturalist = Naturalista: intentar domesticar un animal o una planta, a cambio de un anciano
origins-ch-naturalist-needs = Requiere los instintos lenguaje e historia natural visibles y una unidad tuya en una esquina del hexágono; decide un dado, y el éxito funda allí una metrópolis.
origins-ch-invention = Invención: robar una carta del mazo de una era en la que has entrado
origins-ch-education = Educación: tomar la carta superior de la pila de descarte de otro jugador
origins-ch-baby-boom = Baby boom: un aumento de fecundidad
origins-ch-stimulus = Estímulo económico: { $best ->
        [one] una reactivación
       *[other] de 1 a { $best } reactivaciones
    } (el rango de tu mejor carta de información activa)
origins-ch-stimulus-detail = Una reactivación despierta un anciano gastado en la reserva de cualquiera, o pone boca arriba una de tus cartas públicas suprimidas.
origins-ch-revolution = Revolución: tomar otro mapa cerebral
origins-ch-revolution-detail = Desde la era III, si eres libre. Su poseedor, si está en una edad oscura, puede anularla perdiendo un anciano; en todo caso, se restan 2 a tu próxima tirada de estabilidad.
origins-ch-espionage = Espionaje: tomar una carta al azar de la mano de otro jugador
origins-ch-from-era-three = Desde la era III.
origins-ch-offer-aid = Ofrecer ayuda: apartar ancianos listos para los gastos de otro jugador (gratis)
origins-ch-offer-aid-detail = Puede gastarlos hasta el final de su próximo turno; no usa ninguna acción.
origins-ch-end-innovation = Terminar la fase de innovación
origins-ch-end-innovation-detail = { $count ->
        [one] Tu { $count } acción restante queda sin usar
       *[other] Tus { $count } acciones restantes quedan sin usar
    }; siguen las catástrofes y la fase de cartas.
origins-ch-which-innovation = ¿Qué acción de innovación realizas? ({ $count ->
        [one] queda { $count } acción
       *[other] quedan { $count } acciones
    })
origins-ch-take-from-discard = Tomar { $card } de la pila de descarte de { $from }
origins-ch-the-top-card = la carta superior
origins-ch-draw-era-one = Robar una carta del mazo de la era I (no se puede tomar la carta de nadie)
origins-ch-whose-card = ¿De quién tomas la carta?
origins-ch-brain-unit-on = La unidad cerebral en { $region }
origins-ch-to = A { $to }
origins-ch-where-does-it-go = ¿Adónde va?
origins-ch-which-brain-unit = ¿Qué unidad cerebral se mueve?
origins-ch-your-pool = tu reserva
origins-ch-pool-of = la reserva de { $who }
origins-ch-wake = Despertar { $whose } en { $pool }
origins-ch-turn-face-up = Poner { $card } boca arriba de nuevo
origins-ch-which-reset = ¿Qué reactivación?
origins-ch-no-more-resets = No más reactivaciones
origins-ch-which-reset-first = ¿Qué reactivación primero? (hasta { $best })
origins-ch-another-reset = ¿Otra reactivación? ({ $chosen } de { $best } elegidas)
origins-ch-feature-modifier = { $feature } (modificador { $modifier })
origins-ch-hex-feature = { $hex }: { $feature }
origins-ch-your-unit-at = Tu unidad en { $place }
origins-ch-pay-attempt = ¿Qué anciano paga el intento?
origins-ch-which-unit-metropolis = ¿Cuál de tus unidades allí se convierte en la metrópolis si sale bien?
origins-ch-where-domesticate = ¿Dónde intentas domesticar?
origins-ch-era-deck = El mazo de la era { $era } ({ $count ->
        [one] queda { $count } carta
       *[other] quedan { $count } cartas
    })
origins-ch-which-deck = ¿De qué mazo robas?
origins-ch-track-level = { $track } { $level }
origins-ch-golden-age = Entrar en la edad de oro de la era { $era }
origins-ch-golden-age-detail = Tu mapa cerebral pide { $needs }. Una carta pública suprimida en cada marco que tenga una se pone boca arriba.
origins-ch-which-suppressed-info = ¿Qué carta de información suprimida se pone boca arriba?
origins-ch-which-suppressed-culture = ¿Qué carta de cultura suprimida se pone boca arriba?
origins-ch-which-suppressed-admin = ¿Qué carta de administración suprimida se pone boca arriba?
origins-ch-held-by = , en poder de { $who }, que puede anularla
origins-ch-held-by-nobody = , que nadie tiene
origins-ch-brain-map-held = { $brain }{ $held }
origins-ch-which-brain-map = ¿Qué mapa cerebral tomas?
origins-ch-from-hand = De { $who } ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } en la mano)
origins-ch-from-whose-hand = ¿De la mano de quién?
origins-ch-elders = { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    }
origins-ch-how-many-ready = ¿Cuántos ancianos listos?
origins-ch-to-whom-aid = ¿A quién ofreces ayuda?
origins-ch-put-up-for-auction = { $card }: sacarla a subasta
origins-ch-neither-side = Ningún lado de esta carta puede jugarse ahora.
origins-ch-play-one-side = { $card }: jugar un lado
origins-ch-end-cards = Terminar la fase de cartas
origins-ch-end-cards-detail = Las cartas que quedan en tu mano se quedan allí para turnos posteriores.
origins-ch-which-card = ¿Qué carta juegas?
origins-ch-side-cannot = Este lado no puede jugarse ahora.
origins-ch-which-side = ¿Qué lado de { $card } juegas?
origins-ch-which-language-region = ¿Qué región del lenguaje libera la carta?
origins-ch-rules-name = La que indican las reglas
origins-ch-send-barbarians = ¿Envías bárbaros?
origins-ch-send-against = Enviarlos contra { $who }
origins-ch-send-against-detail = Entrega una carta pública o un anciano; la carta sale entonces de la partida.
origins-ch-no-barbarians = Sin bárbaros
origins-ch-try-domesticate = ¿Intentas domesticar?
origins-ch-try = Intentar { $hex }: { $feature }
origins-ch-no-domestication = Sin domesticación
origins-ch-take-fd = ¿Aceptas las disminuciones de la fecundidad?
origins-ch-take-every-fd = Aceptar todas las disminuciones de la fecundidad
origins-ch-decline-fd = { $count ->
        [one] Rechazar una disminución de la fecundidad
       *[other] Rechazar { $count } disminuciones de la fecundidad
    }
origins-ch-paid-with-more = {" "}(pagada con { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } más)
origins-ch-migrate = Migrar una unidad{ $extra }
origins-ch-migrate-detail = Una unidad se mueve hasta 5 puntos de movimiento; terminar sobre la unidad de otro jugador es una batalla.
origins-ch-population-empty = Tu pista de población está vacía: no hay unidad que colocar.
origins-ch-grow = Crecer: colocar una nueva unidad{ $extra }
origins-ch-grow-detail = Una unidad de tu pista de población entra en el mapa junto a tus unidades; después puede migrar gratis.
origins-ch-urbanize = Urbanizar: una unidad funda una metrópolis{ $extra }
origins-ch-urbanize-detail = Cuesta 3 acciones de población; desde la era III, o con una carta que lo permita.
origins-ch-incorporate = Incorporar: tomar un anciano de otro jugador{ $extra }
origins-ch-incorporate-detail = Su nivel de cultura debe ser inferior al tuyo; elige el anciano, que se une a tu reserva.
origins-ch-from = De { $from }
origins-ch-incorporate-from = { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } en su reserva; nivel de cultura { $theirs } frente a tu { $yours }.
origins-ch-from-whom = ¿De quién?
origins-ch-pay-extra-action = ¿Qué anciano paga la acción extra?
origins-ch-pay-extra-actions = ¿Qué ancianos pagan las acciones extra?
origins-ch-trade = Comerciar con un vecino{ $extra }
origins-ch-trade-detail = En una pista en la que diferís: el que va detrás avanza, el que va delante gana un anciano. Desde la era III, o con una carta que lo permita; la acción solo cuenta si acepta.
origins-ch-raid = Incursión sabina contra un jugador con el que has luchado en esta fase{ $extra }
origins-ch-end-population = Terminar la fase de población
origins-ch-end-population-unused = { $count ->
        [one] { $count } acción sin usar; pasa
       *[other] { $count } acciones sin usar; pasan
    } a los asedios, solo para incursiones sabinas.
origins-ch-sieges-follow = Siguen los asedios.
origins-ch-population-none-left = ¿Qué haces? No queda ninguna acción de población: cada una cuesta un anciano.
origins-ch-population-left = ¿Qué haces? ({ $count ->
        [one] queda { $count } acción de población
       *[other] quedan { $count } acciones de población
    })
origins-ch-slave-no-migration = Un esclavo no migra.
origins-ch-no-migratory-unit = No tienes ninguna unidad migratoria en el mapa.
origins-ch-no-unit-can-move = Ninguna de tus unidades puede moverse ahora: cada una se ha movido este turno o no tiene adónde ir.
origins-ch-can-reach = Puede llegar a { $count ->
        [one] { $count } lugar
       *[other] { $count } lugares
    }.
origins-ch-which-unit-migrates = ¿Qué unidad migra?
origins-ch-stays-at = Se queda en { $place }
origins-ch-moves-on-to = Sigue hasta { $place }
origins-ch-points-away = A { $count ->
        [one] { $count } punto de movimiento
       *[other] { $count } puntos de movimiento
    }.
origins-ch-new-unit-move-on = ¿Sigue la nueva unidad en { $place }? Puede migrar gratis.
origins-ch-where-unit-go = ¿Adónde va tu unidad en { $place }?
origins-ch-battle-water = {" "}(1 menos por cruzar agua en el camino)
origins-ch-battle-win = tu unidad gana y se queda
origins-ch-battle-both-lost = se pierden ambas unidades
origins-ch-battle-lost = tu unidad se pierde
origins-ch-battle = Una batalla con la unidad de { $who } allí: tu metalurgia { $a }{ $pen } frente a { $d }, así que { $outcome }.
origins-ch-unit-of-at = la unidad de { $who } en { $place }
origins-ch-it-passes = Pasa { $units }.
origins-ch-crosses-water = Cruza agua: 1 menos en una batalla al final.
origins-ch-which-way = ¿Por dónde va hasta { $to }?
origins-ch-straight-there = Directamente
origins-ch-by = Por { $places }
origins-ch-ask-passage = Pedir paso
origins-ch-refuse-stops = Si lo niega, tu unidad se detiene antes de la suya.
origins-ch-refuse-battle = Si lo niega, vuestras unidades luchan allí.
origins-ch-attack-it = Atacarla
origins-ch-how-pass = La unidad de { $who } está en { $place } en el camino: ¿cómo la pasas?
origins-ch-where-place = ¿Dónde colocas la nueva unidad?
origins-ch-no-intersection-open = Ninguna intersección está abierta ahora a una nueva unidad tuya.
origins-ch-which-hex = ¿En qué hexágono?
origins-ch-which-unit-founds = ¿Qué unidad funda la metrópolis?
origins-ch-with = Con { $who }
origins-ch-trade-on = En { $track }: tú { $mine }, { $who } { $theirs }
origins-ch-trade-they-advance = Si acepta, { $who } avanza y tú ganas un anciano.
origins-ch-trade-you-advance = Si acepta, tú avanzas y { $who } gana un anciano.
origins-ch-which-track = ¿En qué pista?
origins-ch-with-whom-trade = ¿Con quién comercias?
origins-ch-on = Contra { $who }
origins-ch-take-from-their-discard = Tomar { $card } de su pila de descarte
origins-ch-take-at-random = Tomar una carta al azar de su mano ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    })
origins-ch-what-take = ¿Qué tomas?
origins-ch-on-whom-raid = ¿Contra quién haces la incursión?
origins-ch-besiege = Asediar una metrópolis
origins-ch-besiege-detail = Tus unidades en el hexágono frente a las unidades de su dueño allí y su huella; quien tenga más metalurgia suma 1. Si eres más fuerte, tomas la metrópolis.
origins-ch-raid-after-siege = Incursión sabina contra { $who } tras tu asedio{ $paid }
origins-ch-paid-with-an-elder = {" "}(pagada con un anciano)
origins-ch-end-sieges = Terminar los asedios
origins-ch-end-sieges-detail = Sigue la hambruna, y luego termina tu turno.
origins-ch-what-siege-phase = ¿Qué haces en la fase de asedios?
origins-ch-siege-falls = Tu fuerza { $att } frente a { $def }: la metrópolis cae en tus manos.
origins-ch-siege-holds = Tu fuerza { $att } frente a { $def }: resiste.
origins-ch-metropolis-of = La metrópolis de { $who } en { $hex }
origins-ch-which-unit-if-falls = ¿Cuál de tus unidades allí funda tu metrópolis si cae?
origins-ch-which-metropolis = ¿Qué metrópolis asedias?
origins-ch-refuse = Negar
origins-ch-refuse-partner = Su unidad se detiene antes de la tuya: nunca lucháis entre vosotros.
origins-ch-refuse-battle-option = Negar: las unidades luchan
origins-ch-their-metallurgy = Su metalurgia { $a } frente a tu { $d }: { $outcome }.
origins-ch-battle-their-lost = su unidad se pierde
origins-ch-let-pass = Dejarla pasar
origins-ch-asks-to-pass = Una unidad de { $who } pide pasar tu unidad en { $place }.
origins-ch-you-advance-track = Avanzas en { $track } y { $who } gana un anciano.
origins-ch-they-advance-track = { $who } avanza en { $track } y tú ganas un anciano.
origins-ch-accept = Aceptar
origins-ch-decline = Rechazar
origins-ch-decline-trade-detail = No puede ofrecerte otro comercio en esta fase.
origins-ch-offers-trade = { $who } te ofrece un comercio en { $track }: tú { $mine }, él { $theirs }.
origins-ch-accept-revolution = Aceptar: entregas { $yours } y tomas { $theirs }
origins-ch-cancel-losing = Anularla, perdiendo { $elder }
origins-ch-claims-brain-map = { $who } reclama tu mapa cerebral.
origins-ch-which-elder-lose = ¿Qué anciano pierdes?
origins-ch-which-elder-goes = ¿Qué anciano va a { $who }? Conserva su lado de la reserva.
origins-ch-give-up-card = Entregar { $card }: sale de la partida
origins-ch-lose = Perder { $elder }
origins-ch-give-rules-name = Dar lo que indican las reglas
origins-ch-barbarians-strike = Los bárbaros de { $who } atacan: ¿qué entregas?
origins-ch-immune = inmune
origins-ch-immunology = inmunología { $level }
origins-ch-neighbour-note = { $who } ({ $note })
origins-ch-disease-spreads = Una enfermedad de nivel { $limit } se propaga: ¿a qué vecino llega?
origins-ch-who-enslaver = No te quedan unidades de mapa: ¿quién se convierte en tu esclavista?
origins-ch-forward-into = Avanzar, a { $space }
origins-ch-ends-game = Esto termina la partida al final de tu turno.
origins-ch-back-into = Retroceder, a { $space }
origins-ch-chaos-golden-age = El caos pone fin a tu edad de oro: ¿adónde va tu unidad de era?
origins-ch-bid = Pujar { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    }
origins-ch-pledge = Prometer algunos de tus ancianos a otro pujador
origins-ch-pledge-detail = Se suman a las pujas de ese jugador; después pujas o pasas tú.
origins-ch-how-many = ¿Cuántos?
origins-ch-to-whom = ¿A quién?
origins-ch-pass = Pasar
origins-ch-pass-detail = Solo puedes volver a pujar si la puja vuelve a ti.
origins-ch-high-bid = la puja más alta es de { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } de { $who }
origins-ch-nobody-bid = nadie ha pujado aún
origins-ch-auction-what = La subasta de { $card }: { $standing }. ¿Qué haces?
origins-ch-cat-cc = Cambio climático
origins-ch-cat-volc = Un volcán en { $hex }
origins-ch-cat-dis = Una enfermedad de nivel { $level }
origins-ch-cat-any = Una catástrofe
origins-ch-cat-from = { $what }, de { $card }
origins-ch-cat-first = ¿Qué catástrofe golpea primero?
origins-ch-cat-next = ¿Cuál golpea después?
origins-ch-your-metropolis-in = Tu metrópolis en { $hex }
origins-ch-chaos-takes = El caos se lleva { $count } de tus unidades de mapa: ¿cuáles?
origins-ch-chaos-takes-else = El caos se lleva { $count } de tus unidades de mapa: ¿cuáles más ({ $chosen } de { $count } elegidas)?
origins-ch-starves-first = Tus hexágonos no pueden alimentar a todas las unidades: ¿cuál de tus unidades muere de hambre primero?
origins-ch-starves-next = Un hexágono sigue pasando hambre: ¿qué unidad se va ahora?

## Los rechazos (error.rs y los rechazos de las reglas)
origins-cite-rule = {" "}(regla { $n })
origins-cite-rules = {" "}(reglas { $n })
origins-cite-ref = {" "}({ $r })
origins-cite-rule-reading = {" "}(regla { $n }, lectura { $r })
origins-cite-rule-ref = {" "}(regla { $n }, { $r })
origins-cite-rule-ties = {" "}(regla { $n }, los empates van a la letra más tardía)
origins-player-no = el jugador { $n }
origins-player-no-first = El jugador { $n }
origins-seat-no = el asiento { $n }
origins-seat-no-first = El asiento { $n }
origins-refuse-is-not-in-your-hand = { $card } no está en tu mano{ $cite }.
origins-refuse-is-a-public-card-it = { $card } es una carta pública: sale a subasta y no admite otra elección{ $cite }.
origins-refuse-name-the-side-of-you = Indica el lado de { $card } que juegas, izquierdo o derecho{ $cite }.
origins-refuse-the-left-side-of-needs = El lado izquierdo de { $card } requiere el instinto { $name } visible; juega su lado derecho{ $cite }.
origins-refuse-the-left-side-of-needs-2 = El lado izquierdo de { $card } requiere { $value } { $l } o más; juega su lado derecho{ $cite }.
origins-refuse-this-side-of-has-fecundity = Este lado de { $card } tiene { $fds } disminución(es) de la fecundidad, así que no puedes rechazar { $value }{ $cite }.
origins-refuse-both-language-regions-are-covered = Ambas regiones del lenguaje están cubiertas: indica en «language» la que libera { $card }{ $cite }.
origins-refuse-language-names-a-covered-language = «language» indica una región del lenguaje cubierta que libera este lado, y { $name } no lo es{ $cite }.
origins-refuse-this-side-of-has-no = Este lado de { $card } no tiene icono de domesticación{ $cite }.
origins-refuse-this-side-of-has-no-2 = Este lado de { $card } no tiene icono de bárbaros{ $cite }.
origins-refuse-the-victim-of-an-incursion = La víctima de una incursión es un vecino tuyo, y { $player } no lo es{ $cite }.
origins-refuse-name-the-public-card-you = Indica en «card» la carta pública que entregas{ $cite }.
origins-refuse-give-a-card-or-an = Da una carta o un anciano, no ambos{ $cite }.
origins-refuse-is-not-one-of-your = { $card } no es una de tus cartas públicas{ $cite }.
origins-refuse-name-the-elder-you-lose = Indica el anciano que pierdes con «colour» y «half»{ $cite }.
origins-refuse-give-a-card-or-an-2 = Da una carta o un anciano, no ambos{ $cite }.
origins-refuse-you-have-no-elder-of = No tienes ningún anciano { $name } de color { $value }{ $cite }.
origins-refuse-you-can-bid-at-most = Puedes pujar como máximo { $cap }: tus productores más los que te han prometido{ $cite }.
origins-refuse-a-bid-must-take-the = Una puja debe tomar la delantera: puja al menos { $min }{ $cite }.
origins-refuse-after-a-pledge-you-bid = Tras una promesa, pujas o pasas{ $cite }.
origins-refuse-pledging-needs-your-current-era = Prometer requiere que tu era actual sea la II o posterior{ $cite }.
origins-refuse-you-pledge-to-another-eligible = Prometes a otro pujador admitido, y { $player } no lo es{ $cite }.
origins-refuse-you-can-pledge-to-producers = Puedes prometer de 1 a { $free } productores (los no prometidos ni ofrecidos como ayuda, regla 6.4).
origins-refuse-is-not-a-catastrophe-of = { $name } no es una catástrofe de este turno; son { $name2 }{ $cite }.
origins-refuse-is-named-twice = { $name } aparece dos veces{ $cite }.
origins-refuse-name-every-catastrophe-of-this = Indica una vez cada catástrofe de este turno: { $name }{ $cite }.
origins-refuse-your-enslaver-is-another-player = Tu esclavista es otro jugador{ $cite }.
origins-refuse-chaos-takes-exactly-of-your = El caos se lleva exactamente { $count } de tus unidades de mapa, la mitad redondeada hacia abajo: indica { $count }{ $cite }.
origins-refuse-is-not-one-of-your-2 = { $name } no es una de tus unidades de mapa{ $cite }.
origins-refuse-is-named-twice-2 = { $name } aparece dos veces{ $cite }.
origins-refuse-pay-lists-at-most-one = «pay» indica como máximo un pagador por acción financiada{ $cite }.
origins-refuse-this-action-costs-and-you = Esta acción cuesta { $cost } y te quedan { $value } acción(es) de población: financia más con «fund»{ $cite }.
origins-refuse-a-sabine-raid-after-a = Una incursión sabina tras un asedio requiere una acción de población traída de la fase 5, o una financiada ahora{ $cite }.
origins-refuse-you-trade-with-a-neighbour = Comercias con un vecino, y { $player } no lo es{ $cite }.
origins-refuse-you-and-are-level-on = Tú y { $player } estáis al mismo nivel en { $track }: no hay nada que comerciar{ $cite }.
origins-refuse-declined-a-trade-from-you = { $player } rechazó un comercio tuyo en esta fase{ $cite }.
origins-refuse-is-not-one-of-your-3 = { $place } no es una de tus unidades migratorias en { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in = Ya hay una metrópolis en { $name }{ $cite }.
origins-refuse-s-site-is-not-habitable = El emplazamiento de { $name } no es habitable para ti ahora{ $cite }.
origins-refuse-your-population-track-is-empty = Tu pista de población está vacía: no hay unidad que colocar{ $cite }.
origins-refuse-a-placement-that-attacks-ends = Una colocación que ataca termina el movimiento de la unidad: no hay migración gratis{ $cite }.
origins-refuse-holds-no-migratory-unit-of = { $place } no tiene ninguna unidad migratoria tuya{ $cite }.
origins-refuse-the-unit-on-has-already = La unidad en { $place } ya se ha movido este turno{ $cite }.
origins-refuse-a-migration-names-the-intersections = Una migración indica en «path» las intersecciones en las que entra{ $cite }.
origins-refuse-you-incorporate-from-another-player = Incorporas de otro jugador{ $cite }.
origins-refuse-has-no-elder = { $player } no tiene ningún anciano{ $cite }.
origins-refuse-your-elder-pool-is-full = Tu reserva de ancianos está llena{ $cite }.
origins-refuse-incorporation-needs-s-culture-level = La incorporación requiere que el nivel de cultura de { $player } ({ $theirs }) sea inferior al tuyo ({ $mine }), y un esclavo solo está abierto a su esclavista{ $cite }.
origins-refuse-has-no-card-in-hand = { $player } no tiene ninguna carta en la mano{ $cite }.
origins-refuse-is-not-habitable-for-you = { $place } no es habitable para ti ahora{ $cite }.
origins-refuse-you-already-have-a-unit = Ya tienes una unidad en { $place }{ $cite }.
origins-refuse-a-slave-places-units-only = Un esclavo solo coloca unidades alrededor de las metrópolis de su esclavista, y { $place } no toca ninguna{ $cite }.
origins-refuse-a-slave-never-attacks-its = Un esclavo nunca ataca a su esclavista{ $cite }.
origins-refuse-enslaver-and-slave-never-attack = El esclavista y el esclavo nunca se atacan{ $cite }.
origins-refuse-is-taken-only-around-your = { $place } está ocupado; solo alrededor de tus propias metrópolis puede atacar una colocación{ $cite }.
origins-refuse-touches-no-hex-where-you = { $place } no toca ningún hexágono donde tú o tus esclavos tengáis una unidad{ $cite }.
origins-refuse-is-not-next-to = { $place } no es contiguo a { $place2 }{ $cite }.
origins-refuse-the-edge-from-to-cannot = El borde de { $place } a { $place2 } no puede cruzarse con tu nivel marítimo { $mar } con este clima{ $cite }.
origins-refuse-you-cannot-enter-in-this = No puedes entrar en { $place } con este clima y tus niveles{ $cite }.
origins-refuse-the-path-enters-twice = El camino entra dos veces en { $place }{ $cite }.
origins-refuse-this-path-costs-movement-points = Este camino cuesta { $cost } puntos de movimiento, más de { $MOVEMENT_POINTS }{ $cite }.
origins-refuse-you-already-have-a-unit-2 = Ya tienes una unidad en { $place }{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-2 = El esclavista y el esclavo nunca se atacan{ $cite }.
origins-refuse-a-move-must-end-where = Un movimiento debe terminar donde la unidad pueda estar, y { $place } no es habitable para ti ahora{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-3 = El esclavista y el esclavo nunca se atacan: pide paso{ $cite }.
origins-refuse-through-names-only-foreign-units = «through» solo indica unidades ajenas en el camino, y { $place } no lo es{ $cite }.
origins-refuse-no-other-player-s-metropolis = No hay ninguna metrópolis de otro jugador en { $name }{ $cite }.
origins-refuse-enslaver-and-slave-never-besiege = El esclavista y el esclavo nunca se asedian{ $cite }.
origins-refuse-was-already-besieged-this-turn = { $name } ya fue asediado este turno{ $cite }.
origins-refuse-s-site-is-not-habitable-2 = El emplazamiento de { $name } no es habitable para ti ahora{ $cite }.
origins-refuse-is-not-one-of-your-4 = { $place } no es una de tus unidades migratorias en { $name }{ $cite }.
origins-refuse-you-need-a-migratory-unit = Necesitas una unidad migratoria en { $name } para asediarla{ $cite }.
origins-refuse-is-not-in-a-starving = { $name } no está en un hexágono de hambruna cuando le toca irse{ $cite }.
origins-refuse-after-these-removals-a-starving = Tras estas retiradas, un hexágono de hambruna sigue teniendo una unidad tuya: indica más{ $cite }.
origins-refuse-has-no-elder-offered-to = { $player } no te ha ofrecido ningún anciano como ayuda este turno{ $cite }.
origins-refuse-the-era-deck-is-empty = El mazo de la era { $value } está vacío y no hay ninguna carta de la era { $value2 } en ninguna pila de descarte para rehacerlo{ $cite }.
origins-refuse-has-no-consumer-elder-of = { $player } no tiene ningún anciano consumidor de color { $value } que reactivar{ $cite }.
origins-refuse-is-not-one-of-your-5 = { $card } no es una de tus cartas públicas suprimidas{ $cite }.
origins-refuse-shows-no-feature-of-the = { $name } no muestra ningún elemento del tipo adecuado para este intento{ $cite }.
origins-refuse-s-site-is-not-habitable-3 = El emplazamiento de { $name } no es habitable para ti ahora{ $cite }.
origins-refuse-is-not-one-of-your-6 = { $place } no es una de tus unidades migratorias en { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in-2 = Ya hay una metrópolis en { $name }, así que su { $value } no puede domesticarse{ $cite }.
origins-refuse-you-need-a-migratory-unit-2 = Necesitas una unidad migratoria en una esquina de { $name }{ $cite }.
origins-refuse-the-of-is-extinct = { $name } de { $name2 } se ha extinguido{ $cite }.
origins-refuse-you-need-a-unit-in = Necesitas una unidad en { $name }{ $cite }.
origins-refuse-you-have-no-elder-of-2 = No tienes ningún anciano { $name } de color { $value }{ $cite }.
origins-refuse-is-not-your-neighbour-the = { $player } no es tu vecino; la enfermedad golpea a un vecino{ $cite }.
origins-refuse-to-cancel-the-revolution-name = Para anular la revolución, indica el anciano que pierdes: su color y su lado{ $cite }.
origins-refuse-you-have-no-elder-of-3 = No tienes ningún anciano { $name } de color { $value } con el que anular la revolución{ $cite }.
origins-refuse-accepting-the-swap-costs-no = Aceptar el intercambio no cuesta ningún anciano: omite el color y el lado{ $cite }.
origins-refuse-original-behaviour-needs-the-tech = Comportamiento original requiere el instinto técnica o historia natural visible en tu mapa cerebral{ $cite }.
origins-refuse-you-can-scavenge-from-so = Puedes rescatar de { $player }, así que Imitador debe indicar a quién copia; robar solo vale cuando no se puede copiar a nadie{ $cite }.
origins-refuse-locution-needs-a-brain-unit = Locución requiere una unidad cerebral en el área de Wernicke{ $cite }.
origins-refuse-no-brain-unit-covers = Ninguna unidad cerebral cubre { $name }{ $cite }.
origins-refuse-is-already-covered = { $name } ya está cubierta{ $cite }.
origins-refuse-is-not-next-to-on = { $name } no es contigua a { $name2 } en el mapa cerebral{ $cite }.
origins-refuse-invention-draws-from-an-era = Invención roba de una era en la que has entrado: de 1 a { $value }{ $cite }.
origins-refuse-baby-boom-needs-a-unit = Baby boom requiere una unidad en tu pista de población y sitio en tu pista de innovación{ $cite }.
origins-refuse-economic-stimulus-needs-an-active = Estímulo económico requiere una carta de información activa{ $cite }.
origins-refuse-economic-stimulus-makes-to-resets = Estímulo económico hace de 1 a { $best } reactivaciones, tu mejor rango de información{ $cite }.
origins-refuse-espionage-needs-an-opponent-with = Espionaje requiere un rival con una carta en la mano{ $cite }.
origins-refuse-aid-goes-to-another-player = La ayuda va a otro jugador{ $cite }.
origins-refuse-you-can-earmark-to-producers = Puedes reservar de 1 a { $value } productores aún no ofrecidos{ $cite }.
origins-refuse-you-already-offered-aid-to = Ya ofreciste ayuda a { $player } en esta fase{ $cite }.
origins-refuse-a-golden-age-is-entered = A una edad de oro se entra desde la casilla oscura de la era II o III{ $cite }.
origins-refuse-entering-needs-or-more-and = Entrar en { $value } requiere { $track } { $l } o más, y tienes { $value2 }{ $cite }.
origins-refuse-name-exactly-one-of-your = Indica exactamente una de tus cartas de { $name } suprimidas para reactivarla{ $value }{ $cite }.
origins-refuse-only-suppressed-public-cards-of = Solo se reactivan cartas públicas suprimidas de tu repertorio{ $cite }.
origins-refuse-you-already-hold-that-brain = Ya tienes ese mapa cerebral{ $cite }.
origins-refuse-the-holder-of-is-not = El poseedor de { $value } no está en una edad oscura, así que no puede tomarse{ $cite }.
origins-refuse-you-have-no-elder-of-4 = No tienes ningún anciano { $name } de color { $value }{ $cite }.
origins-refuse-public-card-in-hand = { $card } es una carta pública en tu mano: juégala antes de terminar la fase{ $cite }.
origins-refuse-hand-limit = Tienes { $count } cartas y tu límite de mano es { $limit }: juega cartas hasta llegar a él{ $cite }.
origins-refuse-raid-after-siege = Una incursión sabina aquí sigue justo a tu asedio contra { $player }{ $cite }.
origins-refuse-raid-needs-battle = Una incursión sabina requiere una batalla contra { $player } en esta fase cuya incursión no se haya usado{ $cite }.
origins-refuse-scavenge-own = Rescatas de la pila de descarte de un rival, no de la tuya{ $cite }.
origins-refuse-discard-empty = La pila de descarte de { $seat } está vacía, así que no hay nada que rescatar{ $cite }.
origins-refuse-later-era-card = { $card } es una carta de la era { $era }, posterior a tu era, y no tienes ninguna carta de difusión cultural en tu pila de descarte{ $cite }.
origins-refuse-animal = animal
origins-refuse-plant = planta
origins-refuse-and-none = , y no tienes ninguna, así que ninguna
origins-unit-at-first = La unidad en { $place }
origins-metropolis-in-first = La metrópolis en { $hex }
origins-error-game-over = La partida ha terminado.
origins-error-no-such-seat = No hay asiento { $n } en esta mesa.
origins-error-not-your-turn = No te toca decidir: { $player } decide ahora{ $cite }.
origins-error-wrong-decision = Esta no es la decisión que se pide ahora: { $asked }{ $cite }.
origins-error-no-action-left = No queda ninguna acción de innovación este turno{ $cite }.
origins-error-era-one-only = { $action } es una acción de la era I, y ya has dejado la era I{ $cite }.
origins-error-era-two-only = { $action } es una acción de la era II en adelante, y sigues en la era I{ $cite }.
origins-error-instinct-hidden = { $action } requiere el instinto { $instinct } visible en tu mapa cerebral{ $cite }.
origins-error-era-too-low = { $action } requiere que tu era actual sea { $era } o posterior{ $cite }.
origins-error-enslaved = Un esclavo no puede usar: { $action }{ $cite }.
origins-error-no-producer = No tienes ningún anciano productor que gastar{ $colour }{ $cite }.
origins-error-of-colour = {" "}de color { $colour }
origins-error-corrupt = El estado de la partida está dañado: { $what }.
origins-wrong-cards = jugar una carta (play_card) o terminar la fase (end_cards)
origins-wrong-barbarian = responder a la incursión bárbara (barbarian_answer)
origins-wrong-auction = responder a la subasta con bid, pass o pledge
origins-wrong-population = realizar una acción de población, ofrecer ayuda o terminar la fase 5 (end_population)
origins-wrong-sieges = asediar una metrópolis, hacer una incursión sabina tras un asedio o terminar la fase 6 (end_sieges)
origins-wrong-phase = este motor aún no juega esta fase
origins-wrong-innovation = realizar una acción de innovación, ofrecer ayuda o terminar la fase 1
origins-wrong-prompt = responder a la pregunta { $prompt }
origins-action-a-sabine-raid-in-espionage-mode = Una incursión sabina en modo espionaje
origins-action-an-aid-offer = Una oferta de ayuda
origins-action-baby-boom = Baby boom
origins-action-economic-stimulus = Estímulo económico
origins-action-education = Educación
origins-action-enter-golden-age = Entrar en la edad de oro
origins-action-espionage = Espionaje
origins-action-imitator = Imitador
origins-action-invention = Invención
origins-action-lexicalization = Lexicalización
origins-action-locution = Locución
origins-action-naturalist = Naturalista
origins-action-original-behaviour = Comportamiento original
origins-action-revolution = Revolución
origins-action-sabine-raids = las incursiones sabinas
origins-action-silverback = Espalda plateada
origins-action-storyteller = Narrador
origins-action-trade = Comercio
origins-action-urbanization = Urbanización
origins-action-domestication-lower = la domesticación
origins-action-free-migration-lower = la migración gratis
origins-action-migration-lower = la migración
origins-action-sieges-lower = los asedios
origins-action-trade-lower = el comercio
origins-action-urbanization-lower = la urbanización

## El correo del turno (extras.rs)
origins-mail-play-your-turn = jugar tu turno
origins-mail-innovation = Tu turno en { $title }: fase 1, innovación ({ $count ->
        [one] queda { $count } acción
       *[other] quedan { $count } acciones
    }), y luego el resto de tu turno.
origins-mail-cards = Tu turno en { $title }: fase 3, juega cartas de idea y públicas o termina la fase.
origins-mail-population = Tu turno en { $title }: fase 5, población ({ $used } de { $total } acciones usadas).
origins-mail-sieges = Tu turno en { $title }: fase 6, asedios.
origins-mail-high-bid = la puja más alta es de { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    }
origins-mail-card-high = { $card }; { $high }
origins-mail-bid = pujar en una subasta
origins-mail-bid-head = Una subasta en { $title }: { $what }. Puja más ancianos, promete ancianos a otro pujador o pasa.
origins-mail-passage = conceder o negar el paso
origins-mail-passage-head = Una pregunta en { $title }: una unidad que migra pide pasar tu unidad en { $place }.
origins-mail-trade = responder a un comercio
origins-mail-trade-head = Una pregunta en { $title }: te ofrecen un comercio en { $track }.
origins-mail-revolution = responder a una revolución
origins-mail-revolution-head = Una pregunta en { $title }: una revolución reclama tu mapa cerebral; acepta o anula.
origins-mail-elder-loss = elegir un anciano que perder
origins-mail-elder-loss-head = Una pregunta en { $title }: elige qué anciano pierdes.
origins-mail-elder-transfer = elegir un anciano que entregar
origins-mail-elder-transfer-head = Una pregunta en { $title }: elige el anciano que entregas.
origins-mail-barbarians = responder a una incursión bárbara
origins-mail-barbarians-head = Una pregunta en { $title }: los bárbaros te atacan; da una carta pública o un anciano.
origins-mail-disease = elegir a quién llega la enfermedad
origins-mail-disease-head = Una pregunta en { $title }: elige el vecino al que llega una enfermedad.
origins-mail-enslaver = elegir tu esclavista
origins-mail-enslaver-head = Una pregunta en { $title }: no te quedan unidades de mapa; elige tu esclavista.
origins-mail-catastrophes = ordenar tus catástrofes
origins-mail-catastrophes-head = Una pregunta en { $title }: elige el orden de las catástrofes de este turno.
origins-mail-depopulate = elegir las unidades que se lleva el caos
origins-mail-depopulate-head = Una pregunta en { $title }: el caos se lleva { $count } de tus unidades de mapa; elígelas.
origins-mail-dark-age = elegir tu edad oscura
origins-mail-dark-age-head = Una pregunta en { $title }: el caos pone fin a tu edad de oro; avanza o retrocede.
origins-mail-starve = elegir las unidades que mueren de hambre
origins-mail-starve-head = Una pregunta en { $title }: fase 7, elige las unidades que tus hexágonos no pueden alimentar.
origins-mail-finished = terminada en el turno de juego { $turn }
origins-mail-progress = era { $era }, turno { $turn }
origins-mail-score = Puntuación { $score }: número de innovación { $innovation }, número de población { $population }.
origins-mail-elders = Ancianos: { $ready } listos, { $spent } gastados; { $units ->
        [one] { $units } unidad migratoria
       *[other] { $units } unidades migratorias
    } y { $metropolises ->
        [one] { $metropolises } metrópolis
       *[other] { $metropolises } metrópolis
    }; { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano.

## La línea de estado y la vista previa (web::games::origins)
origins-status-innovation = fase 1, acciones de innovación ({ $count ->
        [one] queda { $count } acción
       *[other] quedan { $count } acciones
    })
origins-status-cards = fase 3, jugar cartas
origins-status-population = fase 5, acciones de población ({ $used } usadas de { $total })
origins-status-sieges = fase 6, asedios
origins-status-bid-auction = una puja en la subasta de { $card }
origins-status-bid = una puja en una subasta
origins-status-passage = el paso de una unidad de { $who } en { $place }
origins-status-trade = un comercio en { $track } ofrecido por { $who }
origins-status-revolution = una respuesta a la revolución de { $who }
origins-status-elder-loss = qué anciano perder
origins-status-elder-transfer = qué anciano va a { $who }
origins-status-barbarians = qué dar a los bárbaros de { $who }
origins-status-disease = a qué vecino llega una enfermedad de nivel { $limit }
origins-status-enslaver = quién se convierte en el esclavista
origins-status-catastrophes = el orden de las catástrofes
origins-status-depopulate = qué { $count ->
        [one] { $count } unidad de mapa
       *[other] { $count } unidades de mapa
    } se lleva el caos
origins-status-dark-age = adónde va la unidad de era en la edad oscura
origins-status-starve = qué unidades mueren de hambre
origins-status-over = Turno de juego { $turn } de { $cap } como máximo: la partida ha terminado.
origins-status-deciding = Turno de juego { $turn } de { $cap } como máximo: { $who } (era { $era }) decide: { $what }.
origins-status-deciding-other = Turno de juego { $turn } de { $cap } como máximo: el turno de { $who } (era { $era }); { $other } decide: { $what }.
origins-preview-score = Puntuación: { $before } → { $after }
origins-preview-innovation = Número de innovación: { $before } → { $after }
origins-preview-population = Número de población: { $before } → { $after }
origins-preview-ready = Ancianos listos: { $before } → { $after }
origins-preview-spent = Ancianos gastados: { $before } → { $after }
origins-preview-migratory = Unidades migratorias: { $before } → { $after }
origins-preview-metropolises = Metrópolis: { $before } → { $after }
origins-preview-hand = Cartas en la mano: { $before } → { $after }
origins-preview-public = Cartas públicas: { $before } → { $after }
origins-preview-random = Un dado, una mezcla o la carta superior de un mazo decide lo que pasa, así que no se juega aquí: nadie lo sabe antes de que confirmes.
origins-preview-ends-game = Termina la partida.
origins-preview-ends-turn = Termina tu turno.
origins-preview-unreadable = No se pudo leer esa elección.
origins-box-hand = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } en la mano; tu límite de mano es { $limit }.
origins-box-high-bid = Puja más alta: { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } de { $who }.
origins-box-no-bid-yet = Aún no hay pujas.
origins-box-to-answer = Responde { $who }.
origins-box-no-bid = sin puja
origins-box-passed = , pasó
origins-box-bid = { $who }: { $bid }{ $passed }
origins-box-pledged = { $who } prometió { $count ->
        [one] { $count } anciano
       *[other] { $count } ancianos
    } a { $to }
origins-box-auction-of = La subasta de { $card }
origins-box-top-of-discard = (carta superior de la pila de descarte de { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    })
origins-box-empty-discard = Una pila de descarte vacía.
origins-box-active = activa
origins-box-suppressed = suprimida
origins-box-frame-state = ({ $frame }, { $state })
origins-box-out-of-game = Fuera de la partida: { $cards }.
origins-box-brain = { $species } ({ $letter })
origins-box-unused-brains = Mapas cerebrales que nadie tiene: { $brains }.

## Los títulos de las imágenes y las puntuaciones finales (web::games::origins)
origins-picture-choose = Elegir en el mapa
origins-picture-map = El mapa
origins-picture-hand = Tu mano
origins-picture-cards = Las cartas sobre la mesa
origins-picture-units = Las unidades por región
origins-picture-scores = Puntuaciones finales
origins-scores-player = Jugador
origins-scores-place = Puesto
origins-scores-innovation = Innovación
origins-scores-population = Población
origins-scores-elders = Ancianos
origins-scores-info = Información
origins-scores-culture = Cultura
origins-scores-admin = Administración
origins-scores-total = Total
origins-scores-elders-in-pool = Ancianos en la reserva
origins-scores-metropolises = Metrópolis
origins-scores-note = Innovación y población: los números de la hoja de demografía. Ancianos, información, cultura y administración: lo que puntúa el mapa cerebral que se tiene al final. Los empates se resuelven por los ancianos en la reserva y luego por las metrópolis.

## Las palabras de la página alrededor de las imágenes: títulos, notas de la repetición, gráfico.
origins-revealed = Ahora se muestran todas las manos y pilas de descarte; la tabla de abajo muestra de dónde salió cada puntuación.
origins-replay-over = La partida ha terminado, así que cada mano y cada pila de descarte se muestran en cada paso.
origins-replay-seat = La partida sigue en juego: ves tu propia mano en cada paso, nunca la de los demás, ni el orden de los mazos.
origins-replay-watcher = La partida sigue en juego: las manos y el orden de los mazos quedan ocultos.
origins-mat-yours = Tus hojas
origins-mat-of = Las hojas de { $who }
