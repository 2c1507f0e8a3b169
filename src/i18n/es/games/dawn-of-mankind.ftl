# Dawn of Mankind (dawn-of-mankind): el resumen del juego, los nombres de sus componentes y los términos principales que lee un jugador.
# Los nombres impresos y los términos que dan las reglas en español (etapas de la vida, recursos, áreas, acciones
# y los progresos cocina, religión y narración de cuentos) son las palabras de esas reglas.
# El tablero, las losetas de acción, las cartas de arte y las cartas de configuración son edición Turnpost
# (diseñados por nosotros): sus nombres son traducciones nuestras.

## Sobre el juego.
dawn-of-mankind-summary = Guía a los meeples de tu clan desde la infancia hasta la vejez: recolecta, crea arte, progresa y sé el primero en llegar a 60 PV.

## Cartas de arte (edición Turnpost).
dawn-of-mankind-art-ART1 = Manos en negativo
dawn-of-mankind-art-ART2 = Bisonte de ocre
dawn-of-mankind-art-ART3 = Flauta de hueso
dawn-of-mankind-art-ART4 = Collar de conchas
dawn-of-mankind-art-ART5 = Figurilla de marfil
dawn-of-mankind-art-ART6 = Tocado de plumas
dawn-of-mankind-art-ART7 = Mural de frutas
dawn-of-mankind-art-ART8 = Mamut tallado

## Caras de las losetas de acción (edición Turnpost), por loseta: infancia C, posadolescencia Y, edad adulta A, ancianos E.
dawn-of-mankind-tile-C1a = Matorral de bayas
dawn-of-mankind-tile-C1b = Nidos de aves
dawn-of-mankind-tile-C2a = Arroyo poco profundo
dawn-of-mankind-tile-C2b = Playa de guijarros
dawn-of-mankind-tile-C3a = Observar a los ancianos
dawn-of-mankind-tile-Y1a = Trampas para conejos
dawn-of-mankind-tile-Y1b = Acecho de ciervos
dawn-of-mankind-tile-Y2a = Cantera de sílex
dawn-of-mankind-tile-Y3a = Grupo de recolección
dawn-of-mankind-tile-Y3b = Pesca en el río
dawn-of-mankind-tile-Y4a = Herramientas de hueso
dawn-of-mankind-tile-Y5a = Cortejo
dawn-of-mankind-tile-A1a = Caza del mamut
dawn-of-mankind-tile-A2a = Costura
dawn-of-mankind-tile-A2b = Fabricación de tiendas
dawn-of-mankind-tile-A3a = Festín
dawn-of-mankind-tile-A4a = Enseñar a los jóvenes
dawn-of-mankind-tile-A5a = Trueque
dawn-of-mankind-tile-A5b = Intercambio de regalos
dawn-of-mankind-tile-A6a = Hogar familiar
dawn-of-mankind-tile-E1a = Pinturas rupestres
dawn-of-mankind-tile-E2a = Consejo de ancianos
dawn-of-mankind-tile-E3a = Relatos ancestrales
dawn-of-mankind-tile-E3b = Sabiduría
dawn-of-mankind-tile-E4a = Talla en hueso
dawn-of-mankind-tile-E4b = Amuletos
dawn-of-mankind-tile-E5a = Ofrenda a los espíritus

## Nombres de las cartas de progreso (uno por pila). Cocina, religión y narración de cuentos vienen de las reglas; los demás son edición Turnpost.
dawn-of-mankind-progress-cooking = cocina
dawn-of-mankind-progress-religion = religión
dawn-of-mankind-progress-storytelling = narración de cuentos
dawn-of-mankind-progress-hunting = caza
dawn-of-mankind-progress-gathering = recolección
dawn-of-mankind-progress-knapping = talla de sílex
dawn-of-mankind-progress-tanning = curtido
dawn-of-mankind-progress-preserving = conservación
dawn-of-mankind-progress-cave_painting = pintura rupestre
dawn-of-mankind-progress-midwifery = partería
dawn-of-mankind-progress-shelter = refugio

## Terms
# Etapas de la vida: las cuatro columnas del tablero, de la I a la IV.
dawn-of-mankind-term-life-stage = Etapa de la vida
dawn-of-mankind-term-column = Columna
dawn-of-mankind-term-childhood = Infancia
dawn-of-mankind-term-youth = Posadolescencia
dawn-of-mankind-term-adulthood = Edad adulta
dawn-of-mankind-term-elders = Ancianos
# Recursos.
dawn-of-mankind-term-resource = Recurso
dawn-of-mankind-term-fruit = Fruta
dawn-of-mankind-term-meat = Carne
dawn-of-mankind-term-tools = Herramientas
dawn-of-mankind-term-hides = Pieles
dawn-of-mankind-term-food = Comida
# Puntos y piezas.
dawn-of-mankind-term-vp = PV
dawn-of-mankind-term-vp-token = Ficha de PV
dawn-of-mankind-term-supply = Suministro general
dawn-of-mankind-term-meeple = Meeple
dawn-of-mankind-term-clan = Clan
dawn-of-mankind-term-tribe = Tribu
# El tablero y sus áreas.
dawn-of-mankind-term-board = Tablero
dawn-of-mankind-term-ready-area = Área preparada
dawn-of-mankind-term-first-ready-area = Primera área preparada
dawn-of-mankind-term-first-area-limit = Límite de la primera área
dawn-of-mankind-term-action-tile = Loseta de acción
dawn-of-mankind-term-route = Línea
dawn-of-mankind-term-exit = Salida
dawn-of-mankind-term-newborn = Recién nacido
dawn-of-mankind-term-inventory-mat = Tapete de inventario
dawn-of-mankind-term-shore = Orilla
# Los turnos.
dawn-of-mankind-term-setup = Preparación
dawn-of-mankind-term-setup-card = Carta de configuración
dawn-of-mankind-term-start-player = Jugador inicial
dawn-of-mankind-term-action = Acción
dawn-of-mankind-term-bump = Empujar
dawn-of-mankind-term-rest = Descansar
dawn-of-mankind-term-cook = Cocinar
dawn-of-mankind-term-expand = Expandir la tribu
dawn-of-mankind-term-spoil = Estropear
dawn-of-mankind-term-spoil-limit = Nivel máximo
# Progreso.
dawn-of-mankind-term-progress = Progreso
dawn-of-mankind-term-progress-card = Carta de progreso
dawn-of-mankind-term-pile = Pila
dawn-of-mankind-term-slot = Ranura
dawn-of-mankind-term-printed-space = Espacio preimpreso
dawn-of-mankind-term-acquired = Adquirida
# Arte.
dawn-of-mankind-term-art = Arte
dawn-of-mankind-term-art-card = Carta de arte
dawn-of-mankind-term-art-display = Expositor de arte
dawn-of-mankind-term-art-deck = Mazo de arte
dawn-of-mankind-term-art-cube = Cubo de seguimiento de arte
dawn-of-mankind-term-line = Línea
dawn-of-mankind-term-create-art = Crear arte
dawn-of-mankind-term-artwork = Obra de arte
# Fin de la partida.
dawn-of-mankind-term-final-scoring = Puntuación final
