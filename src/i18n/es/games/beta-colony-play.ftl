# Beta Colony (nombre de registro `beta-colony`), en español: las palabras del juego durante una
# partida, las líneas del registro, los pasos de una decisión (preguntas, opciones, por qué una
# opción está cerrada), los errores de reglas, la invitación del correo de turno, la vista previa
# y la línea de estado. Traducción no oficial, nuestra: el juego no tiene traducción española
# publicada de los nombres de sus componentes; los nombres de los lugares y de las colonias son
# los del tablero, y las imágenes todavía los dibujan en inglés. Vocabulario como
# beta-colony-rules.ftl: nave, lugar, módulo, tripulante, material, artefacto, combustible,
# atracar, Manufactura, oferta, casilla, tablero de jugador, carta de ciclo, ronda, logro
# cultural, abastecimiento, PC (puntos de confianza). `{p1}`…`{p4}` en $who nombran a un jugador.

## Los nombres de los componentes.
beta-colony-location-ridback = Ridback
beta-colony-location-gan_de = Gan De
beta-colony-location-right_manufactory = Manufactura derecha
beta-colony-location-jyo = Jyo
beta-colony-location-azophi_nexus = Nexus Azophi
beta-colony-location-nebra = Nebra
beta-colony-location-left_manufactory = Manufactura izquierda
# Un lugar en una frase, con su preposición: $case es «at» (donde se está), «to» (adonde va la
# nave) o «the» (en otro caso, sin preposición).
beta-colony-the-location-ridback = { $case ->
        [at] en el Ridback
        [to] al Ridback
       *[the] el Ridback
    }
beta-colony-the-location-gan_de = { $case ->
        [at] en Gan De
        [to] a Gan De
       *[the] Gan De
    }
beta-colony-the-location-right_manufactory = { $case ->
        [at] en la Manufactura derecha
        [to] a la Manufactura derecha
       *[the] la Manufactura derecha
    }
beta-colony-the-location-jyo = { $case ->
        [at] en Jyo
        [to] a Jyo
       *[the] Jyo
    }
beta-colony-the-location-azophi_nexus = { $case ->
        [at] en el Nexus Azophi
        [to] al Nexus Azophi
       *[the] el Nexus Azophi
    }
beta-colony-the-location-nebra = { $case ->
        [at] en Nebra
        [to] a Nebra
       *[the] Nebra
    }
beta-colony-the-location-left_manufactory = { $case ->
        [at] en la Manufactura izquierda
        [to] a la Manufactura izquierda
       *[the] la Manufactura izquierda
    }
beta-colony-location-label = L{ $number } { $location }
beta-colony-colony-xian = Xi'an
beta-colony-colony-thebes = Thebes
beta-colony-colony-cuzco = Cuzco
beta-colony-material-steel = acero
beta-colony-material-organics = materia orgánica
beta-colony-material-food = comida
beta-colony-material-palladium = paladio
beta-colony-material-polymer = polímero
beta-colony-material-water = agua
beta-colony-material-steel-cap = Acero
beta-colony-material-organics-cap = Materia orgánica
beta-colony-material-food-cap = Comida
beta-colony-material-palladium-cap = Paladio
beta-colony-material-polymer-cap = Polímero
beta-colony-material-water-cap = Agua
beta-colony-materials-count = { $count } { $material }
beta-colony-nothing = nada
beta-colony-nothing-cap = Nada
beta-colony-die-black = negro
beta-colony-die-blue = azul
beta-colony-die-red = rojo
beta-colony-die-green = verde
beta-colony-die = el dado { $die } ({ $value })
beta-colony-die-cap = El dado { $die } ({ $value })
beta-colony-colour-yellow = amarillo
beta-colony-colour-red = rojo
beta-colony-colour-pink = rosa
beta-colony-colour-green = verde
beta-colony-colour-blue = azul
beta-colony-colour-orange = naranja
beta-colony-pod-yellow = { $id } (Estación de defensa amarilla)
beta-colony-pod-red = { $id } (Torre de ciencia y tecnología roja)
beta-colony-pod-pink = { $id } (Viviendas rosas)
beta-colony-pod-green = { $id } (Módulo agrícola verde)
beta-colony-pod-blue = { $id } (Centro de tratamiento de agua azul)
beta-colony-pod-orange = { $id } (Centro de tratamiento de agua naranja)
beta-colony-space = la casilla { $number } de { $colony }
beta-colony-space-cap = La casilla { $number } de { $colony }
beta-colony-achievement = { $id } { $name }
beta-colony-achievement-ST1 = Estatua de la Abundancia
beta-colony-achievement-ST2 = Estatua de la Unidad
beta-colony-achievement-ST3 = Estatua del Núcleo
beta-colony-achievement-ST4 = Estatua de la Artesanía
beta-colony-achievement-BD1 = Sala de la Asamblea
beta-colony-achievement-BD2 = Embajada
beta-colony-achievement-BD3 = Puerto espacial
beta-colony-achievement-BD4 = Gran Archivo
beta-colony-unit-artifact = un artefacto
beta-colony-unit-artifact-cap = Un artefacto
beta-colony-unit-pair = dos { $material }
beta-colony-unit-pair-cap = Dos { $material }

## El registro de la partida.
beta-colony-log-c2a-influence = { $who } toma la influencia de C2A en { $colony }.
beta-colony-log-mat = { $who } toma el tablero { $mat }.
beta-colony-log-ship = { $who } pone su nave { $location }.
beta-colony-log-round = Empieza la ronda { $round }.
beta-colony-log-dice = Los dados muestran negro { $black }, azul { $blue }, rojo { $red }, verde { $green }.
beta-colony-log-dropped-pod = El módulo gratuito de { $who } es imposible ahora y se pierde: no se puede construir nada de lo que se ofrece.
beta-colony-log-dropped-achievement = El logro cultural gratuito de { $who } es imposible ahora y se pierde: no se puede construir nada de lo que se ofrece.
beta-colony-log-tweak = { $who } cambia el dado { $die } a { $value }.
beta-colony-log-c1b = { $who } toma { $material } gracias a C1B.
beta-colony-log-dock = { $who } atraca con los dados { $first } y { $second } y toma 1 combustible.
beta-colony-log-move = { $who } avanza { $steps } con el dado { $die } { $location } y lo activa con el dado { $active } ({ $value }){ $cost ->
        [0] {""}
       *[other] , gastando { $cost ->
            [one] { $cost } combustible
           *[other] { $cost } combustibles
        }
    }.
beta-colony-log-die-bonus = { $who } gana 1 PC por el dado { $die }.
beta-colony-log-extra-mat = { $material } gracias al tablero
beta-colony-log-extra-c1c = polímero gracias a C1C
beta-colony-log-moon = { $who } toma { $materials } en { $moon }.
beta-colony-log-moon-more = { $who } toma { $materials } en { $moon }, y { $extras }.
beta-colony-log-fuel-at = { $who } toma { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    } { $location }.
beta-colony-log-nexus-fuel = { $who } toma { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    } en el Nexus Azophi.
beta-colony-log-nexus-material = { $who } toma { $material } y { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    } en el Nexus Azophi.
beta-colony-log-build-nothing = { $who } no construye nada en la Manufactura.
beta-colony-log-buy = { $who } compra { $pod } y lo construye en { $space }, pagando { $paid }.
beta-colony-log-c3c = { $who } gana 2 PC gracias a C3C.
beta-colony-log-pod-cp = { $who } gana 2 PC gracias al módulo.
beta-colony-log-pod-artifact = { $who } toma un artefacto gracias al módulo.
beta-colony-log-pod-fuel = { $who } toma 2 combustibles gracias al módulo.
beta-colony-log-revealed = { $pod } se revela en la fila { $row }.
beta-colony-log-placed = { $who } pone { $crew ->
        [one] { $crew } tripulante
       *[other] { $crew } tripulantes
    } en { $pod } y gana { $influence ->
        [one] { $influence } punto de influencia
       *[other] { $influence } puntos de influencia
    } en { $colony }.
beta-colony-log-track-materials = { $who } toma { $materials } (pista).
beta-colony-log-track-artifact = { $who } toma un artefacto (pista).
beta-colony-log-track-fuel = { $who } toma 2 combustibles (pista).
beta-colony-log-track-crew = { $who } pone un tripulante en { $space } (pista).
beta-colony-log-earns-free-pod = { $who } gana un módulo gratuito (pista).
beta-colony-log-earns-free-achievement = { $who } gana un logro cultural gratuito (pista).
beta-colony-log-track-cp = { $who } gana { $cp } PC (pista).
beta-colony-log-build-achievement = { $who } construye { $achievement } en { $space }, pagando { $paid }.
beta-colony-log-building-crew = { $who } pone un tripulante en { $space } (bonificación del edificio).
beta-colony-log-building-influence = { $who } gana 1 punto de influencia en { $colony } (bonificación del edificio).
beta-colony-log-building-fuel = { $who } toma 1 combustible (bonificación del edificio).
beta-colony-log-top-building = { $achievement } es el nuevo edificio de arriba.
beta-colony-log-free-build = { $who } construye gratis { $tile } en { $space }.
beta-colony-log-keeps = { $who } se queda los materiales: descartar para { $card } costaría más en la Estatua de la Abundancia.
beta-colony-log-goal = { $who } cumple el objetivo de { $card }: +{ $cp } PC.
beta-colony-log-final = { $who } suma { $artifacts } por artefactos, { $achievements } por logros y { $majorities } por mayorías.

## Los pasos de una decisión.
beta-colony-colon = { $label }: { $what }
beta-colony-semicolon = { $first }; { $second }
beta-colony-ask-mat = ¿Qué tablero de jugador tomas?
beta-colony-offer-mat = Tablero { $mat }: { $extra }
beta-colony-mat-extra = 1 { $material } más cada vez que recolectas en { $location }
beta-colony-mat-power-black-six = Tu dado negro cuenta como un 6 cuando activa una luna.
beta-colony-mat-power-black-any-row = Tu dado negro puede tomar un módulo de cualquier fila cuando activa una Manufactura.
beta-colony-mat-power-extra-fuel = 1 combustible más del Ridback y del abastecimiento del Nexus.
beta-colony-mat-power-pair = Dos materiales iguales pueden pagar el coste de adquisición de un módulo.
beta-colony-mat-power-black-ccw = Tu dado negro puede mover la nave en sentido contrario a las agujas del reloj.
beta-colony-ask-ship = ¿Dónde pones tu nave?
beta-colony-ask-c2a = ¿Qué colonia recibe tu punto de influencia de C2A?
beta-colony-offer-influence-to = { $colony }: tu influencia { $at } → { $next }
beta-colony-offer-influence = { $colony }: tu influencia { $at }
beta-colony-track-none = Ninguna bonificación de pista por el camino.
beta-colony-track-on-the-way = Por el camino: { $bonuses }.
beta-colony-track-mat1 = 1 material a tu elección
beta-colony-track-mat2 = 2 materiales a tu elección
beta-colony-track-artifact = un artefacto
beta-colony-track-fuel2 = 2 combustibles
beta-colony-track-crew = un tripulante en cualquier módulo
beta-colony-track-free-pod = un módulo gratuito
beta-colony-track-free-achievement = un logro cultural gratuito
beta-colony-track-cp3 = 3 PC
beta-colony-track-cp6 = 6 PC
beta-colony-ask-c1b = C1B te da primero 1 material a tu elección: ¿cuál?
beta-colony-offer-no-material = Ningún material
beta-colony-ask-tweak-six = C1A: ¿cuál de tus dados pasa a ser un 6 en esta ronda?
beta-colony-ask-tweak-flip = C3A: ¿cuál de tus dados se da la vuelta en esta ronda?
beta-colony-offer-tweak = El dado { $die }: { $value } pasa a { $after }
beta-colony-offer-tweak-none = Ninguno: dejar los dados como salieron
beta-colony-ask-where = Acción { $phase } de 2: ¿adónde va tu nave, o atracas?
beta-colony-offer-dock = Atracar: gastar dos dados para tomar 1 combustible, y nada más
beta-colony-offer-move-detail = { $die } { $move }
beta-colony-move-free = avanza { $steps }, sin combustible
beta-colony-move-added = avanza { $steps }, { $fuel ->
        [one] { $fuel } combustible
       *[other] { $fuel } combustibles
    } que suman { $fuel }
beta-colony-move-off = avanza { $steps }, { $fuel ->
        [one] { $fuel } combustible
       *[other] { $fuel } combustibles
    } que restan { $fuel }
beta-colony-move-free-ccw = avanza { $steps } en sentido contrario a las agujas del reloj, sin combustible
beta-colony-move-added-ccw = avanza { $steps } en sentido contrario a las agujas del reloj, { $fuel ->
        [one] { $fuel } combustible
       *[other] { $fuel } combustibles
    } que suman { $fuel }
beta-colony-move-off-ccw = avanza { $steps } en sentido contrario a las agujas del reloj, { $fuel ->
        [one] { $fuel } combustible
       *[other] { $fuel } combustibles
    } que restan { $fuel }
beta-colony-closed-no-die = ninguno de tus dados llega allí con el combustible que tienes ({ $fuel }).
beta-colony-ask-moves = ¿Qué dado lleva tu nave { $location }?
beta-colony-ask-activates = ¿Qué dado activa { $location }?
beta-colony-act-full = tienes 10 materiales, así que no tomas ninguno
beta-colony-act-one = tomar 1 material
beta-colony-act-two = tomar 2 materiales
beta-colony-act-two-mat = tomar 2 materiales (tu tablero: aquí el dado negro cuenta como un 6)
beta-colony-act-fuel = tomar { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    }
beta-colony-act-nexus = aquí su valor no importa
beta-colony-act-bonus = +1 PC por el dado { $die } aquí
beta-colony-act-added = { $die } con { $fuel ->
        [one] { $fuel } combustible añadido
       *[other] { $fuel } combustibles añadidos
    } ({ $value })
beta-colony-act-off = { $die } con { $fuel ->
        [one] { $fuel } combustible restado
       *[other] { $fuel } combustibles restados
    } ({ $value })
beta-colony-ask-dock = ¿Con qué dos dados atracas?
beta-colony-offer-dock-dice = { $first } y { $second }
beta-colony-ask-moon = ¿Qué tomas en { $moon }?
beta-colony-ask-nexus = ¿Qué haces en el Nexus Azophi?
beta-colony-offer-supply = Abastecimiento: tomar 1 material a tu elección y { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    }
beta-colony-offer-supply-full = Abastecimiento: tomar { $count ->
        [one] { $count } combustible
       *[other] { $count } combustibles
    } (tienes 10 materiales)
beta-colony-offer-nexus-achievement = Construir un logro cultural
beta-colony-ask-supply = ¿Qué material tomas del abastecimiento?
beta-colony-closed-group = ninguna casilla libre lo admite sin formar un grupo de más de 3 módulos de su color.
beta-colony-closed-pod-pay = no puedes pagar su { $material } (o un artefacto) junto con el material de una casilla libre adonde pueda ir.
beta-colony-ask-buy = ¿Qué módulo compras?
beta-colony-offer-build-nothing = No construir nada: activar con un dado que no abre ningún módulo que puedas construir
beta-colony-offer-pod = { $pod }, fila { $row }: { $gives }
beta-colony-offer-pod-cost = Coste de adquisición: 1 { $material }. La fila { $row } necesita una activación de { $values }.
beta-colony-closed-row = ningún dado tuyo hace una activación de { $values } con el combustible que tienes ({ $fuel }) después del movimiento.
beta-colony-row-values = { $low } o { $high }
beta-colony-ask-activates-manufactory = ¿Qué dado activa la Manufactura?
beta-colony-opens-no-row = no abre ninguna fila
beta-colony-opens-idle-row = abre la fila { $row }, donde no puedes construir nada
beta-colony-opens-idle-rows = abre filas donde no puedes construir nada
beta-colony-opens-any = abre todas las filas (tu tablero)
beta-colony-opens-row = abre la fila { $row }
beta-colony-opens-row-added = { $fuel ->
        [one] { $fuel } combustible añadido
       *[other] { $fuel } combustibles añadidos
    } ({ $value }) abre la fila { $row }
beta-colony-opens-row-off = { $fuel ->
        [one] { $fuel } combustible restado
       *[other] { $fuel } combustibles restados
    } ({ $value }) abre la fila { $row }
beta-colony-ask-colony-build = ¿En qué colonia lo construyes?
beta-colony-ask-pay-pod = ¿Cómo pagas? El módulo pide { $pod }, la casilla { $space }.
beta-colony-offer-pay-pod = { $pod } por el módulo, { $space } por la casilla
beta-colony-ask-c3c = C3C: ¿pagas un material o un artefacto más por 2 PC?
beta-colony-offer-c3c = Pagar { $unit } más: +2 PC
beta-colony-offer-c3c-none = No: no pagar nada más
beta-colony-pod-gives = influencia { $influence }
beta-colony-pod-gives-cp2 = influencia { $influence }, +2 PC
beta-colony-pod-gives-artifact = influencia { $influence }, +1 artefacto
beta-colony-pod-gives-fuel2 = influencia { $influence }, +2 combustibles
beta-colony-pod-gives-crew2 = influencia { $influence }, van 2 tripulantes a él
beta-colony-pod-gives-nocrew = influencia { $influence }, no va ningún tripulante a él
beta-colony-offer-pod-space-bought = Casilla { $number }: anillo { $ring ->
        [inner] interior
       *[outer] exterior
    }, se paga con { $pays }{ $group ->
        [1] {""}
       *[other] , se une a un grupo de { $group }
    }; { $influence ->
        [one] { $influence } punto de influencia
       *[other] { $influence } puntos de influencia
    } en { $colony }
beta-colony-offer-pod-space-free = Casilla { $number }: anillo { $ring ->
        [inner] interior
       *[outer] exterior
    }{ $group ->
        [1] {""}
       *[other] , se une a un grupo de { $group }
    }; { $influence ->
        [one] { $influence } punto de influencia
       *[other] { $influence } puntos de influencia
    } en { $colony }
beta-colony-offer-colony-spaces = { $colony }: { $count ->
        [one] { $count } casilla posible
       *[other] { $count } casillas posibles
    }; tu influencia { $influence }
beta-colony-closed-no-space = ninguna casilla libre de allí lo admite.
beta-colony-ask-space = ¿Qué casilla de { $colony }?
beta-colony-closed-statue = una estatua cuesta { $cost } artefactos y tienes { $have }.
beta-colony-closed-no-outer = no queda ninguna casilla libre en los anillos exteriores.
beta-colony-closed-achievement-pay = no puedes pagar su coste junto con el material de una casilla exterior libre.
beta-colony-closed-two-achievements = ya tienes 2 logros culturales.
beta-colony-closed-none-left = no queda ninguno por construir.
beta-colony-closed-any-pay = no puedes pagar ninguno de los que quedan junto con una casilla exterior libre.
beta-colony-statue-free = una estatua, gratis
beta-colony-statue-cost = una estatua por { $count } artefactos
beta-colony-statue-per-material = Al final: { $per } PC por cada material que tengas, como máximo { $cap }.
beta-colony-statue-per-chain = Al final: { $per } PC por cada tripulante tuyo en tu mejor cadena de losetas, como máximo { $cap }.
beta-colony-statue-per-centre = Al final: { $per } PC por cada tripulante tuyo junto al centro de tu mejor colonia, como máximo { $cap }.
beta-colony-statue-per-colour = Al final: { $per } PC por cada módulo de tu mejor color que lleve tripulantes tuyos, como máximo { $cap }.
beta-colony-building-free = un edificio, gratis
beta-colony-building-cost = un edificio por { $materials }
beta-colony-building-end = Al final: { $cp } PC.
beta-colony-building-end-crew = Al final: { $cp } PC. Al construirlo: 1 tripulante en cualquier módulo.
beta-colony-building-end-influence = Al final: { $cp } PC. Al construirlo: 1 punto de influencia en una colonia a tu elección.
beta-colony-building-end-fuel = Al final: { $cp } PC. Al construirlo: 1 combustible.
beta-colony-ask-achievement = ¿Qué logro cultural construyes?
beta-colony-ask-achievement-free = ¿Qué logro cultural tomas gratis?
beta-colony-ask-colony-achievement = ¿En qué colonia va (una casilla libre del anillo exterior)?
beta-colony-offer-outer-space = Casilla { $number }: anillo exterior
beta-colony-offer-outer-space-pays = Casilla { $number }: anillo exterior, se paga con { $pays }
beta-colony-ask-pay = ¿Cómo pagas?
beta-colony-offer-pay-card = { $card } por la carta, { $space } por la casilla
beta-colony-ask-free-pod = ¿Qué módulo construyes gratis?
beta-colony-ask-bonus-material = Una bonificación te da 1 material: ¿cuál?
beta-colony-ask-bonus-first = Una bonificación te da 2 materiales: ¿cuál es el primero?
beta-colony-ask-bonus-second = ¿Y el segundo material?
beta-colony-ask-bonus-room-one = Una bonificación te da 1 material (solo tienes sitio para uno): ¿cuál?
beta-colony-ask-crew-colony = Una bonificación pone 1 de tus tripulantes en un módulo: ¿en qué colonia?
beta-colony-offer-colony-pods = { $colony }: { $count ->
        [one] { $count } módulo
       *[other] { $count } módulos
    }; tus tripulantes allí { $mine }
beta-colony-closed-no-pod = todavía no hay ningún módulo allí.
beta-colony-ask-crew-pod = ¿En qué módulo de { $colony }?
beta-colony-offer-crew-space = Casilla { $number }: { $pod }; tripulantes en él { $all }, tuyos { $mine }
beta-colony-ask-building-colony = Tu edificio da 1 punto de influencia: ¿en qué colonia?
beta-colony-does-fuel = tomar combustible
beta-colony-does-moon = una luna: tomar { $first } o { $second }
beta-colony-does-manufactory = comprar un módulo y construirlo
beta-colony-does-nexus = un material y combustible, o un logro cultural
beta-colony-does-bonus = { $what } (el dado { $die } da 1 PC)

## Lo que hará una decisión (la vista previa).
beta-colony-preview-changes = { $changes }.
beta-colony-preview-unchanged = Tus números se quedan como están.
beta-colony-change-confidence = Confianza { $from } → { $to }
beta-colony-change-confidence-cap = Confianza { $from } → { $to }
beta-colony-change-fuel = combustible { $from } → { $to }
beta-colony-change-fuel-cap = Combustible { $from } → { $to }
beta-colony-change-artifacts = artefactos { $from } → { $to }
beta-colony-change-artifacts-cap = Artefactos { $from } → { $to }
beta-colony-change-crew = tripulantes en tu reserva { $from } → { $to }
beta-colony-change-crew-cap = Tripulantes en tu reserva { $from } → { $to }
beta-colony-change-material = { $what } { $from } → { $to }
beta-colony-change-material-cap = { $what } { $from } → { $to }
beta-colony-change-influence = influencia en { $what } { $from } → { $to }
beta-colony-change-influence-cap = Influencia en { $what } { $from } → { $to }
beta-colony-preview-unreadable = No se pudo leer esa elección.
beta-colony-preview-then-free = Después tus construcciones gratuitas, si la oferta y los edificios, ya repuestos, tienen alguna que encaje.
beta-colony-preview-ends = Esto termina la partida.
beta-colony-preview-again = Después vuelves a jugar tú.
beta-colony-preview-then = Después juega { $who }.

## La línea de estado de la cabecera de la página.
beta-colony-status = { $round }, { $step }.
beta-colony-status-now = { $round }, { $step }. Turno de: { $who }.
beta-colony-status-over = Partida terminada.
beta-colony-status-setup = Preparación
beta-colony-status-round = Ronda { $round } de { $rounds } · ciclo { $cycle }
beta-colony-status-choose-mat = elección de tableros
beta-colony-status-place-ship = colocación de naves
beta-colony-status-c2a = influencia de C2A
beta-colony-status-action = fase de acción { $phase }
beta-colony-status-free-pod = un módulo gratuito
beta-colony-status-free-achievement = un logro gratuito
beta-colony-status-step-over = partida terminada

## Los errores de reglas; «(regla N.N)» lleva a la página de reglas.
beta-colony-error-game-over = La partida ha terminado.
beta-colony-error-no-seat = No hay ningún asiento { $seat } en esta mesa.
beta-colony-error-not-your-turn = No es tu turno: le toca jugar al jugador { $player } (regla 3.5).
beta-colony-error-wrong-step = Este paso espera { $expected }, no este tipo de envío (regla 3.5).
beta-colony-error-no-mat = { $mat } no es un tablero todavía disponible (regla 2.5).
beta-colony-error-no-location = { $location } no es un lugar de la órbita.
beta-colony-error-location-taken = Ya hay otra nave { $location }; en la preparación cada nave empieza en su propio lugar (regla 2.6).
beta-colony-error-tweak = Cambiar un dado solo se permite en la fase 1 mientras C1A o C3A esté activa (regla 4.1).
beta-colony-error-cycle-material = cycle_material solo se permite en tu primera acción de la ronda 1 mientras C1B esté activa (regla 4.1).
beta-colony-error-same-die = Los dos dados de una acción deben ser distintos (regla 4.1).
beta-colony-error-die-used = Tu dado { $die } ya se ha usado en esta ronda (regla 5.6).
beta-colony-error-dock-dice = Un atraque usa exactamente dos dados (regla 5.5).
beta-colony-error-below-one = El valor de un dado después del combustible debe ser al menos 1 (regla 5.3).
beta-colony-error-fuel = Esto cuesta { $need ->
        [one] { $need } combustible
       *[other] { $need } combustibles
    } y tienes { $have } (regla 4.1).
beta-colony-error-ccw = Solo el tablero M5 puede ir en sentido contrario a las agujas del reloj, y solo con el dado negro (regla 10).
beta-colony-error-wrong-at = Para { $location }, da { $expected }, y deja fuera los demás campos (regla 4.2).
beta-colony-error-at-manufactory = una Manufactura
beta-colony-error-at-nexus = el Nexus Azophi
beta-colony-error-take-count = Toma exactamente { $count } materiales aquí (regla 6.2).
beta-colony-error-not-this-moon = { $material_cap } no es un material de { $moon } (regla 6.2).
beta-colony-error-pod-not-on-display = { $pod } no es un módulo de la oferta.
beta-colony-error-row = { $pod } está en la fila { $row }, a la que no llega un valor de activación de { $value } (regla 6.4).
beta-colony-error-no-space = No hay ninguna casilla { $space } en Victus: un envío numera las casillas de 0 a 53.
beta-colony-error-space-taken = { $space } ya tiene una loseta (regla 7.1).
beta-colony-error-group = En { $space } el grupo de módulos de color { $colour } tendría { $size }; un grupo tiene como máximo 3 (regla 7.2).
beta-colony-error-inner-ring = { $space } está junto al centro de una colonia; los logros culturales solo van en el anillo exterior (regla 7.3).
beta-colony-error-build-compulsory = Existe una construcción permitida ({ $build }), así que la Manufactura debe construir (regla 6.4, D3).
beta-colony-error-build-on = { $pod } en { $space }
beta-colony-error-payment = { $what } se paga con: { $need } o un artefacto; { $given } no sirve (regla 4.3).
beta-colony-error-payment-polymer = { $what } se paga con: { $need }, un artefacto o polímero; { $given } no sirve (regla 4.3).
beta-colony-any-material = cualquier material
beta-colony-need-taking-cost = El coste de adquisición
beta-colony-need-space = La casilla
beta-colony-need-statue = Una estatua
beta-colony-need-building = El coste del edificio
beta-colony-need-c3c = La unidad adicional de C3C
beta-colony-error-pair = Un par solo paga el coste de adquisición de un módulo, y solo con el tablero M4 (regla 10, D7).
beta-colony-error-cannot-afford = No puedes pagar todo esto a la vez (regla 4.3).
beta-colony-error-c3c = c3c_pay solo se permite mientras C3C esté activa (regla 11.2).
beta-colony-error-nexus-option = En el Nexus Azophi, nombra la opción: abastecimiento o logro (regla 6.5).
beta-colony-error-nexus-material = La opción de abastecimiento nombra un material exactamente cuando tienes menos de 10 (regla 6.5).
beta-colony-error-achievement-not-available = { $achievement } no es un logro disponible ahora: las estatuas que quedan y el edificio de arriba (regla 9.1).
beta-colony-error-too-many-achievements = Ya tienes 2 logros culturales (regla 9.2).
beta-colony-error-statue-cost = Una estatua cuesta exactamente tres artefactos (regla 9.2).
beta-colony-error-building-pay-count = El pago de un edificio tiene cuatro unidades, una por material impreso (regla 9.2).
beta-colony-error-missing-answer = Hace falta una respuesta ({ $answer }) en choices, en orden de resolución (regla 8.3).
beta-colony-error-too-many-answers = choices tiene más respuestas de las que piden las bonificaciones (regla 8.3).
beta-colony-error-wrong-answer = La siguiente respuesta debe ser { $answer } (regla 8.3).
beta-colony-error-answer-count = Da exactamente { $count } materiales en esta respuesta (regla 8.5).
beta-colony-error-crew-not-on-pod = { $space } no tiene ningún módulo, así que ningún tripulante puede ir allí (regla 8.4, D16).
beta-colony-error-corrupt = El estado de la partida está dañado: { $why }.
beta-colony-expected-material = un material
beta-colony-expected-two-materials = dos materiales
beta-colony-expected-crew-pod = un módulo para el tripulante
beta-colony-expected-pod = un módulo
beta-colony-expected-colony = una colonia
beta-colony-expected-pod-space = la casilla donde va el módulo
beta-colony-expected-achievement-space = la casilla donde va el logro
beta-colony-expected-pod-null = pod null y nada más cuando no construyes nada
beta-colony-expected-manufactory = pod, space, take_pay, build_pay, c3c_pay y choices, o pod null
beta-colony-expected-nexus-achievement = option, achievement, pay, space, space_pay y choices
beta-colony-expected-nexus-supply = option y material
beta-colony-expected-pays = take_pay y build_pay
beta-colony-expected-action = move_activate o dock

## La invitación del correo de turno ($title: el título de la partida).
beta-colony-prompt-mat = elegir tu tablero de jugador
beta-colony-prompt-mat-headline = Preparación de { $title }: ¿qué tablero de jugador tomas?
beta-colony-prompt-ship = poner tu nave en la órbita
beta-colony-prompt-ship-headline = Preparación de { $title }: ¿dónde pones tu nave?
beta-colony-prompt-c2a = elegir la colonia de la influencia de C2A
beta-colony-prompt-c2a-headline = { $title }: ¿qué colonia recibe tu punto de influencia de C2A?
beta-colony-prompt-free-pod = construir tu módulo gratuito
beta-colony-prompt-free-pod-headline = { $title }: una bonificación de pista te ha dado un módulo gratuito. ¿Qué módulo construyes gratis?
beta-colony-prompt-free-achievement = tomar tu logro cultural gratuito
beta-colony-prompt-free-achievement-headline = { $title }: una bonificación de pista te ha dado un logro cultural gratuito. ¿Cuál tomas?
beta-colony-prompt-action = mover tu nave o atracar
beta-colony-prompt-action-headline = { $title }, ronda { $round }: acción { $phase } de 2: ¿adónde va tu nave, o atracas?
beta-colony-progress-finished = terminada
beta-colony-progress-action = ronda { $round } de 9, acción { $phase } de 2
beta-colony-progress-setup = preparación
beta-colony-progress-round = ronda { $round } de 9
beta-colony-prompt-holdings = Tienes { $cp } PC, { $materials ->
        [one] { $materials } material
       *[other] { $materials } materiales
    }, { $fuel ->
        [one] { $fuel } combustible
       *[other] { $fuel } combustibles
    }, { $artifacts ->
        [one] { $artifacts } artefacto
       *[other] { $artifacts } artefactos
    } y { $crew ->
        [one] { $crew } tripulante
       *[other] { $crew } tripulantes
    } en reserva.
beta-colony-prompt-die = { $die } ({ $value })
beta-colony-prompt-ship-dice = Tu nave está { $location_at }; tus dados sin usar: { $dice }.

## Los títulos de las imágenes de la página de la partida y la tabla de puntuaciones finales.
beta-colony-picture-board = La órbita y Victus
beta-colony-picture-dice = Los dados de la ronda
beta-colony-picture-offer = Cartas de ciclo, módulos y logros
beta-colony-picture-tracks = Influencia
beta-colony-scores-title = Puntuaciones finales
beta-colony-scores-player = Jugador
beta-colony-scores-play = Juego
beta-colony-scores-artifacts = Artefactos
beta-colony-scores-achievements = Logros
beta-colony-scores-majorities = Mayorías
beta-colony-scores-total = Total
beta-colony-scores-crew = Tripulantes
beta-colony-scores-confidence = Confianza
beta-colony-scores-note = Juego: los PC ganados durante la partida (bonificaciones de dado, módulos, C3C, pistas y objetivos de ciclo). Artefactos: 1 PC cada uno. Logros: los logros culturales. Mayorías: las mayorías de las colonias. Total: los PC finales. Tripulantes: los tripulantes propios en Victus, que deshacen los empates.
beta-colony-scores-early-note = Los jugadores terminaron la partida antes de tiempo: se clasifica por la Confianza que cada uno tenía entonces, y los empates por los tripulantes en Victus.

## Las palabras de la página alrededor de las imágenes: títulos, notas de la repetición, gráfico.
beta-colony-revealed = La tabla de abajo muestra de dónde salió la Confianza de cada jugador.
beta-colony-chart-title = La Confianza a lo largo de la partida
beta-colony-chart-cp = Confianza (PC)
beta-colony-replay-over = La partida ha terminado: cada paso muestra el tablero tal como estaba entonces.
beta-colony-replay-hidden = La partida sigue en juego: el orden de la pila de módulos y el de la pila de edificios bajo su cima quedan ocultos en cada paso.
beta-colony-mat-yours = Tu tablero
beta-colony-mat-of = El tablero de { $who }
