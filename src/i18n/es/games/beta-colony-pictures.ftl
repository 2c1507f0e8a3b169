# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Beta Colony (nombre de registro `beta-colony`): las palabras dibujadas en la órbita, las colonias,
# los dados, la oferta, los marcadores de influencia, los tableros de jugador, la leyenda y las
# piezas. No existe traducción oficial: esta es una traducción de Turnpost. Vocabulario, el de
# beta-colony-rules.ftl: nave, lugar, módulo, tripulante, material, artefacto, combustible,
# Manufactura, oferta, casilla, tablero de jugador, carta de ciclo, ronda, logro, PC (puntos de
# confianza). Las letras de los materiales, los dados y los módulos, los códigos de los
# marcadores y los números de cartas y losetas son los códigos impresos (la leyenda los explica).

beta-colony-pic-seat = Puesto { $n }
beta-colony-pic-cp = { $n } PC
beta-colony-pic-none = ninguno
beta-colony-pic-choose = Elegir { $what }

## Los títulos del tablero y el estado de la partida

beta-colony-pic-orbit-label = Beta Colony: la órbita. { $status }
beta-colony-pic-colony-label = Beta Colony: la colonia { $colony } en Victus
beta-colony-pic-board-label = Beta Colony: la órbita y las tres colonias de Victus. { $status }
beta-colony-pic-offer-label = Beta Colony: cartas de ciclo, módulos y logros en oferta
beta-colony-pic-tracks-label = Beta Colony: los marcadores de influencia
beta-colony-pic-step-choose-mat = elección de tableros
beta-colony-pic-step-place-ship = colocación de naves
beta-colony-pic-step-c2a = influencia de C2A
beta-colony-pic-step-action = fase de acción { $n }
beta-colony-pic-step-free-pod = un módulo gratis
beta-colony-pic-step-free-achievement = un logro gratis
beta-colony-pic-step-over = fin de la partida
beta-colony-pic-game-over = Fin de la partida
beta-colony-pic-setup = Preparación
beta-colony-pic-round = Ronda { $round } de { $rounds } · ciclo { $cycle }
beta-colony-pic-status-over = Fin de la partida.
beta-colony-pic-status = { $title }, { $step }.
beta-colony-pic-status-now = { $title }, { $step }. Le toca a { $who }.

## La órbita

beta-colony-pic-does-fuel = combustible
beta-colony-pic-does-moon = luna:
beta-colony-pic-does-manufactory = construir un módulo
beta-colony-pic-does-nexus = abastecimiento, logro
beta-colony-pic-to-act = Juega:
beta-colony-pic-final-ranking = Clasificación final:
beta-colony-pic-nobody-acts = No le toca a nadie.
beta-colony-pic-start-player = Jugador inicial:
beta-colony-pic-tap-ship = Toca adónde va tu nave:
beta-colony-pic-orbit-clockwise = Órbita, sentido horario

## Las colonias y los marcadores

beta-colony-pic-spaces = casillas { $first }–{ $last }
beta-colony-pic-crew-here = Tripulantes aquí:
beta-colony-pic-choose-space = Elegir la casilla { $n } en { $colony }
beta-colony-pic-influence-tracks = Marcadores de influencia

## La oferta: cartas de ciclo, módulos, logros

beta-colony-pic-goal-same-material = { $n } de un mismo material
beta-colony-pic-goal-centre-crew = { $n } tripulantes propios junto a un centro de colonia
beta-colony-pic-goal-artifact = { $n } artefactos o más
beta-colony-pic-goal-crew-each-colony = { $n } tripulantes propios en cada colonia
beta-colony-pic-goal-pod-colours = tripulantes propios en módulos de { $n } colores
beta-colony-pic-goal-influence-each = influencia { $n } en cada colonia
beta-colony-pic-goal-discard-set = entregar { $set }
beta-colony-pic-goal-fuel = { $n } de combustible
beta-colony-pic-goal-outer-pod-crew = { $n } tripulantes propios en módulos del anillo exterior
beta-colony-pic-bonus-tweak-six = un dado puede convertirse en 6 cada ronda
beta-colony-pic-bonus-start-material = 1 material al empezar el ciclo
beta-colony-pic-bonus-nebra-polymer = 1 polímero más en Nebra
beta-colony-pic-bonus-start-influence = 1 de influencia al empezar el ciclo
beta-colony-pic-bonus-polymer-wild = el polímero paga cualquier material
beta-colony-pic-bonus-third-column = una tercera columna de módulos en oferta
beta-colony-pic-bonus-tweak-flip = un dado puede darse la vuelta cada ronda
beta-colony-pic-bonus-bought-influence = 1 de influencia más por un módulo comprado
beta-colony-pic-bonus-c3c-points = paga 1 más por 2 PC en un módulo comprado
beta-colony-pic-pod-bonus-none = sin bonificación
beta-colony-pic-pod-bonus-cp2 = +2 PC
beta-colony-pic-pod-bonus-artifact = +1 artefacto
beta-colony-pic-pod-bonus-fuel2 = +2 combustible
beta-colony-pic-pod-bonus-crew2 = 2 tripulantes
beta-colony-pic-pod-bonus-nocrew = sin tripulantes
beta-colony-pic-statue-materials = { $per } PC por material que tengas, { $cap } como máximo
beta-colony-pic-statue-chain = { $per } PC por tripulante propio en la mejor cadena, { $cap } como máximo
beta-colony-pic-statue-centre = { $per } PC por tripulante propio junto a un centro, { $cap } como máximo
beta-colony-pic-statue-colour = { $per } PC por módulo de un color con tripulantes propios, { $cap } como máximo
beta-colony-pic-building = { $cp } PC
beta-colony-pic-building-crew = { $cp } PC; 1 tripulante en cualquier módulo
beta-colony-pic-building-influence = { $cp } PC; +1 de influencia
beta-colony-pic-building-fuel = { $cp } PC; +1 combustible
beta-colony-pic-empty = vacío
beta-colony-pic-influence = influencia { $n }
beta-colony-pic-cycle-cards = Cartas de ciclo
beta-colony-pic-cycle-cards-note = objetivo → PC · bonificación
beta-colony-pic-cycle = ciclo { $n }
beta-colony-pic-active = (activa)
beta-colony-pic-goal = Objetivo: { $goal } → { $cp } PC.
beta-colony-pic-bonus = Bonificación: { $bonus }.
beta-colony-pic-pods-on-offer = Módulos en oferta
beta-colony-pic-pods-note = filas por dado · { $n } boca abajo
beta-colony-pic-achievements = Logros
beta-colony-pic-artifacts-supply = { $n } artefactos en la reserva
beta-colony-pic-cost-artifacts = cuesta { $n } artefactos;
beta-colony-pic-cost = cuesta
beta-colony-pic-none-left = No queda ninguno.
beta-colony-pic-buildings = Edificios: se ve el de arriba, { $n } más boca abajo.
beta-colony-pic-buildings-none = Edificios: no queda ninguno.

## Un tablero de jugador

beta-colony-pic-mat-label = Beta Colony: el tablero de { $who }
beta-colony-pic-mat-label-nobody = Beta Colony: jugador desconocido
beta-colony-pic-mat-extra = +1 { $material } en { $location }
beta-colony-pic-power-black-six = el dado negro cuenta como 6 en las lunas
beta-colony-pic-power-black-any-row = el dado negro activa cualquier fila
beta-colony-pic-power-extra-fuel = +1 combustible en el Ridback y en el abastecimiento del Nexus
beta-colony-pic-power-pair = dos iguales pagan el coste de un módulo
beta-colony-pic-power-black-ccw = el dado negro de movimiento puede retroceder
beta-colony-pic-no-player = Jugador desconocido
beta-colony-pic-no-mat-yet = aún sin tablero
beta-colony-pic-mat-you = { $who } (tú)
beta-colony-pic-mat = Tablero { $mat }:
beta-colony-pic-mat-powers = { $extra }; { $power }.
beta-colony-pic-mat-not-chosen = Tablero aún sin elegir.
beta-colony-pic-materials = Materiales
beta-colony-pic-held = ({ $n } de { $cap })
beta-colony-pic-fuel = Combustible { $n }
beta-colony-pic-artifacts = · Artefactos { $n }
beta-colony-pic-crew = Tripulantes:
beta-colony-pic-crew-where = { $supply } en la reserva, { $victus } en Victus
beta-colony-pic-confidence = Confianza { $n } PC
beta-colony-pic-sources = (dados { $dice }, módulos { $pods }, marcadores { $tracks }, objetivos { $goals }, C3C { $c3c })
beta-colony-pic-influence-heading = Influencia:
beta-colony-pic-achievements-heading = Logros:
beta-colony-pic-dice-heading = Dados:
beta-colony-pic-die-used = { $die } usado
beta-colony-pic-tweaked = (modificado: { $die })
beta-colony-pic-final = Final:
beta-colony-pic-final-score = artefactos { $artifacts }, logros { $achievements }, mayorías { $majorities }; total { $total } PC

## Los dados

beta-colony-pic-dice-label-none = Beta Colony: los dados aún no se han tirado
beta-colony-pic-dice-label = Beta Colony: los dados de la ronda { $round }: { $dice }
beta-colony-pic-dice = Dados
beta-colony-pic-dice-of-round = Dados de la ronda { $n }
beta-colony-pic-not-rolled = Aún sin tirar.
beta-colony-pic-die-free = libre
beta-colony-pic-die-users = usado por:
beta-colony-pic-choose-die = Elegir el dado { $die }
beta-colony-pic-tweaked-to = { $die } modificado a { $n }

## La leyenda del tablero

beta-colony-pic-legend-label = Beta Colony: leyenda del tablero
beta-colony-pic-legend-title = Leyenda del tablero
beta-colony-pic-legend-player = Un jugador: el símbolo de su color (blanco ●, morado ◆, negro ■, gris ▲) y la letra de sus piezas, en ese color.
beta-colony-pic-legend-locations = L1–L7: los lugares de la órbita, en sentido horario. La letra de dado en una esquina es el color que gana la bonificación del lugar.
beta-colony-pic-legend-dice = Dados: K negro, B azul, R rojo, G verde.
beta-colony-pic-legend-space = Una casilla de colonia: su número (1–54) y la letra del material que paga la construcción.
beta-colony-pic-legend-pod = { $letter }: { $kind } (un módulo)
beta-colony-pic-pod-kind-yellow = Estación de defensa
beta-colony-pic-pod-kind-red = Torre de ciencia y tecnología
beta-colony-pic-pod-kind-pink = Viviendas
beta-colony-pic-pod-kind-green = Módulo agrícola
beta-colony-pic-pod-kind-blue = Centro de tratamiento de agua
beta-colony-pic-legend-crew = Tripulantes en una loseta: el símbolo de un jugador y cuántos de sus tripulantes hay.
beta-colony-pic-legend-achievements = ST1–ST4 estatuas, BD1–BD4 edificios: losetas de logro, con el símbolo de su dueño.
beta-colony-pic-legend-tracks = Bonificaciones de los marcadores al alcanzarlas: { $list }.
beta-colony-pic-legend-track-code = { $code }: { $what }
beta-colony-pic-legend-track-mat1 = 1 material
beta-colony-pic-legend-track-mat2 = 2 materiales
beta-colony-pic-legend-track-artifact = 1 artefacto
beta-colony-pic-legend-track-fuel2 = 2 combustible
beta-colony-pic-legend-track-crew = 1 tripulante en un módulo
beta-colony-pic-legend-track-freepod = un módulo gratis
beta-colony-pic-legend-track-freeca = un logro gratis
beta-colony-pic-legend-track-cp3 = 3 PC
beta-colony-pic-legend-track-cp6 = 6 PC
beta-colony-pic-legend-choice = Un contorno grueso discontinuo: un lugar o una pieza que puedes elegir ahora (tócalo).

## Las piezas (la página de reglas)

beta-colony-pic-pieces-label = Beta Colony: las piezas
beta-colony-pic-pieces-title = Las piezas
beta-colony-pic-pieces-ship = Nave: una por jugador, en un lugar de la órbita. Avanza en sentido horario el valor de un dado.
beta-colony-pic-pieces-dice = Dados: cuatro por jugador; una tirada por ronda da a todos los mismos valores. Una acción usa dos.
beta-colony-pic-pieces-materials = Materiales: seis clases, diez como máximo en la mano. Pagan módulos, casillas y edificios.
beta-colony-pic-pieces-fuel = Combustible: cambia en uno el valor de un dado por cada combustible gastado.
beta-colony-pic-pieces-artifacts = Artefactos: pagan cualquier material o las estatuas; valen PC al final. Dieciséis en total.
beta-colony-pic-pieces-artifacts-sample = Artefactos
beta-colony-pic-pieces-pods = Módulos: se compran en una Manufactura y se construyen en una casilla de colonia. Dan influencia, a veces una bonificación, y llevan tripulantes.
beta-colony-pic-pieces-crew = Tripulantes: quince por jugador, en las losetas construidas. Al final, los tripulantes deciden la mayoría de cada colonia.
beta-colony-pic-pieces-influence = Marcador de influencia: uno por colonia y jugador, en el marcador de la colonia (0–15). Alcanzar una bonificación la da.
beta-colony-pic-pieces-achievements = Logros: estatuas (tres artefactos) y edificios (cuatro materiales), construidos en una casilla exterior; dos como máximo de cada uno.
beta-colony-pic-pieces-cycle-cards = Cartas de ciclo: una por ciclo de tres rondas, con un objetivo que vale PC y una bonificación mientras está activa.
beta-colony-pic-pieces-confidence = Confianza (PC): la puntuación. Todo lo que tiene un jugador es público.
beta-colony-pic-pieces-edition = Edición Turnpost: el orden de la órbita, los colores de las casillas de las colonias, los marcadores de influencia, la influencia y bonificaciones de los módulos, los nombres de los logros, el coste de los edificios, el conjunto que pide C3A y la mayoría de los PC de los objetivos de ciclo se diseñaron para esta edición.
beta-colony-pic-pieces-edition-sample = Edición
