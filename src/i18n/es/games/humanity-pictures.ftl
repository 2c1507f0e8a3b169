# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Humanity (nombre de registro `humanity`): las palabras dibujadas en la estación, los marcadores,
# las bases y la leyenda. No existe traducción oficial: esta es una traducción de Turnpost.
# Términos (como en humanity-play.ftl): astronauta, módulo, hangar, brazo, experimento, misión,
# invernadero, laboratorio; PT (puntos de trabajo), PI (puntos de investigación), PV (puntos de
# victoria). Las letras de los recursos (I, M, N, O, A, P, E) y los nombres de las casillas (M13)
# son los códigos impresos. Textos cortos: caben en las cartas de los hangares.

## Jugadores, puntos

humanity-pic-seat = Puesto { $n }
humanity-pic-vp = { $n } PV
humanity-pic-rp = { $n } PI
humanity-pic-wp-short = { $n }PT
humanity-pic-rp-plus = +{ $n }PI
humanity-pic-vp-plus = +{ $n }PV
humanity-pic-none = ninguna

## La estación

humanity-pic-station-label = La estación en el año { $year }, ronda { $round }: el brazo está en el hangar { $hangar }
humanity-pic-station-label-to-play = ; juega { $who }
humanity-pic-choose-hangar = Elegir el hangar { $n }
humanity-pic-hangar = Hangar { $n }
humanity-pic-hangar-arm = , el brazo
humanity-pic-hangar-offset = , desfase +{ $n }
humanity-pic-hangar-cross = , se descarta al final de la ronda
humanity-pic-hangar-module = : { $module }, coste { $cost }
humanity-pic-cost-part = { $n } { $res }
humanity-pic-cost-nothing = nada
humanity-pic-hangar-short = H{ $n }
humanity-pic-arm = BRAZO
humanity-pic-no-module = sin módulo
humanity-pic-empty = vacío
humanity-pic-free = gratis
humanity-pic-any = todos
humanity-pic-exp-taken = exp. { $n }: tomado
humanity-pic-station-astronaut = { $who }: astronauta, { $wp } PT
humanity-pic-side-l = I
humanity-pic-side-c = C
humanity-pic-side-r = D
humanity-pic-shape-round = redondo
humanity-pic-shape-rect = rect.
humanity-pic-shape-octagonal = octog.
humanity-pic-shape-wild = comodín
humanity-pic-short-generator = Generador
humanity-pic-short-plant = Planta
humanity-pic-short-time = Aceler. t.
humanity-pic-short-comm = Comun.
humanity-pic-short-greenhouse = Invernadero
humanity-pic-short-drone = Drones
humanity-pic-short-adv-lab = Lab. avanz.
humanity-pic-short-lab = Laboratorio

## El centro de la estación

humanity-pic-year = Año { $n }
humanity-pic-round = Ronda { $n }
humanity-pic-hub-to-play = juega
humanity-pic-hub-placing-1 = Colocando
humanity-pic-hub-placing-2 = astronautas
humanity-pic-game-over = Fin del juego
humanity-pic-deck = mazo: { $n }

## Una base

humanity-pic-no-player = Jugador desconocido
humanity-pic-base-label = Base de { $who }: { $vp } PV, { $rp } PI
humanity-pic-square = Cuadrado completo
humanity-pic-to-place = Astronauta por colocar aquí ({ $cell })
humanity-pic-choose-cell = Elegir { $cell }
humanity-pic-tile-module = : { $module }
humanity-pic-tile-colour = , { $colour } ({ $symbol })
humanity-pic-tile-makes = , produce { $res }, reserva { $stock }/3
humanity-pic-tile-wp = , { $n } PT para activarlo
humanity-pic-obstacle = { $cell }: obstáculo, resistencia { $resistance }
humanity-pic-at-cell = { $cell }: { $what }
humanity-pic-astronaut-active = astronauta { $n }, { $wp } PT, activo
humanity-pic-astronaut-exhausted = astronauta { $n }, { $wp } PT, agotado
humanity-pic-away = Fuera:
humanity-pic-returning = volviendo
humanity-pic-experiments = Experimentos ({ $n })
humanity-pic-missions = Misiones:{" "}

## Los marcadores

humanity-pic-tracks-label = Marcadores de puntos e investigación
humanity-pic-rp-scale = PI
humanity-pic-science-hidden = ciencia oculta
humanity-pic-science = ciencia { $n }
humanity-pic-score = total { $n }
humanity-pic-first-player = jugador inicial
humanity-pic-placing = colocando
humanity-pic-to-play = juega
humanity-pic-placed = colocado
humanity-pic-rank = puesto { $n }

## La leyenda

humanity-pic-legend-label = Leyenda de los símbolos del tablero de Humanity
humanity-pic-legend-title = Leyenda
humanity-pic-legend-orange = Módulo naranja: engranaje
humanity-pic-legend-blue = Módulo azul: robot
humanity-pic-legend-green = Módulo verde (invernadero): brote
humanity-pic-legend-purple = Módulo morado (laboratorio): matraz
humanity-pic-legend-comm-1 = Módulo de comunicación: naranja o azul,
humanity-pic-legend-comm-2 = se elige al desplegarlo
humanity-pic-legend-basic = Básicos: I hielo, M metano, N insectos
humanity-pic-legend-advanced-1 = Avanzados: O oxígeno, A aircarbono,
humanity-pic-legend-advanced-2 = P proteínas; E electricidad (en letras)
humanity-pic-legend-module-1 = Módulo de una base: lo que produce (arriba
humanity-pic-legend-module-2 = a la derecha), PT para activarlo (disco
humanity-pic-legend-module-3 = blanco), reserva (puntos llenos, hasta 3)
humanity-pic-legend-obstacle-1 = Obstáculo (rayado): el número es la
humanity-pic-legend-obstacle-2 = resistencia que le queda
humanity-pic-legend-active-1 = Astronauta activo: su valor de trabajo (PT);
humanity-pic-legend-active-2 = «2/3» = le quedan 2 de sus 3 PT esta ronda
humanity-pic-legend-exhausted = Astronauta agotado: hueco, discontinuo, «z»
humanity-pic-legend-players-1 = Jugadores: color, su forma y su letra
humanity-pic-legend-players-2 = (círculo, cuadrado, rombo, hexágono)
humanity-pic-legend-square = Cuadrado completo: cuatro módulos en 2×2
humanity-pic-legend-cell-1 = Una casilla que puedes elegir ahora, con su
humanity-pic-legend-cell-2 = nombre (columnas en letras, filas en números)
humanity-pic-legend-cross-1 = Cruz blanca (hangares +1 y +2): el módulo
humanity-pic-legend-cross-2 = de ahí se descarta al final de la ronda
humanity-pic-legend-arm-1 = El hangar del brazo. «H5 +3»: hangar 5, tres
humanity-pic-legend-arm-2 = pasos después del brazo (sentido horario)
humanity-pic-legend-side-1 = Lado del experimento: I izquierda, C centro,
humanity-pic-legend-side-2 = D derecha; la casilla k mira al hangar +k
humanity-pic-legend-effects-1 = Efectos: reloj de arena = 2 unidades de tiempo;
humanity-pic-legend-effects-2 = flecha circular = reactiva tus astronautas
humanity-pic-legend-shapes-1 = Formas de invernadero: redonda, rectangular,
humanity-pic-legend-shapes-2 = octogonal, comodín (*). PT puntos de trabajo,
humanity-pic-legend-shapes-3 = PI investigación, PV puntos de victoria
