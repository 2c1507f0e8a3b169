# Beta Colony (nombre de registro `beta-colony`), en español: cómo lee esta edición las reglas, la
# lista de la página de ayuda de reglas (templates/games/beta_colony/rules.html), traducción de
# nuestro propio texto inglés (src/i18n/en/games/beta-colony-readings.ftl). Un par por lectura:
# beta-colony-reading-<code>-title y -text; los códigos (D1…D41) son las anclas de la página, a
# las que llevan los rechazos, y se quedan tal cual.
# Vocabulario, el de beta-colony-rules.ftl: ship = nave, location = lugar, pod = módulo, crew =
# tripulante, material = material, artifact = artefacto, fuel = combustible, dock = atracar,
# Manufactory = Manufactura, display = oferta, space = casilla, mat = tablero, cycle card = carta
# de ciclo, round = ronda, cultural achievement = logro cultural, supply = abastecimiento, CP = PC.
# Además: submission = envío, tweak = cambio de dado, talon = pila. Los nombres de las estatuas
# van también, entre paréntesis, en inglés, como en las imágenes.

beta-colony-reading-D1-title = Una vuelta completa es un movimiento
beta-colony-reading-D1-text = Un movimiento cuya longitud es múltiplo de 7 devuelve la nave a donde empezó; aun así cuenta como movimiento y el lugar se activa.

beta-colony-reading-D2-title = Valores por encima de 6
beta-colony-reading-D2-text = Un valor de 7 o más da dos materiales en una luna y 3 combustibles en el Ridback, pero no llega a ninguna fila de una Manufactura.

beta-colony-reading-D3-title = Construir es obligatorio cuando se puede
beta-colony-reading-D3-text = En una Manufactura debes construir si alguna construcción es válida para el valor que has usado de verdad; llegar adonde no se puede hacer nada está permitido.

beta-colony-reading-D4-title = Cómo se emparejan los tableros
beta-colony-reading-D4-text = Cada tablero combina la bonificación de recolección y el poder especial que aparecen juntos para él.

beta-colony-reading-D5-title = M1 solo en las lunas
beta-colony-reading-D5-text = El dado negro de M1 cuenta como un 6 solo para recolectar en una luna, no en el Nexus.

beta-colony-reading-D6-title = El combustible extra de M3
beta-colony-reading-D6-text = M3 añade un combustible solo en el Ridback y en la opción de abastecimiento del Nexus; nunca al atracar ni por bonificaciones.

beta-colony-reading-D7-title = La pareja de M4
beta-colony-reading-D7-text = Los dos materiales iguales de M4 solo pagan el coste de adquisición de un módulo, nunca una casilla ni un logro.

beta-colony-reading-D8-title = El límite de materiales
beta-colony-reading-D8-text = Nunca tienes más de 10 materiales: lo que pase de ahí se pierde, y no puedes tirar materiales porque quieras.

beta-colony-reading-D9-title = Los cambios de dado se declaran primero (en Turnpost)
beta-colony-reading-D9-text = El cambio de dado de C1A o de C3A forma parte de tu primer envío de la ronda y dura toda la ronda.

beta-colony-reading-D10-title = El material de C1B (en Turnpost)
beta-colony-reading-D10-text = El material que ofrece C1B se toma con tu primer envío de la ronda 1.

beta-colony-reading-D11-title = La influencia de C2A
beta-colony-reading-D11-text = Al empezar la ronda 4, antes de la tirada, cada jugador, en orden de turno, toma la influencia de C2A en un paso aparte.

beta-colony-reading-D12-title = Dar la vuelta a un dado
beta-colony-reading-D12-text = Dar la vuelta a un dado lo pone en su cara opuesta: el nuevo valor es 7 menos el anterior.

beta-colony-reading-D13-title = Las reposiciones son inmediatas
beta-colony-reading-D13-text = Un hueco vacío de la oferta se repone enseguida y un nuevo edificio de arriba se revela enseguida, así que una construcción gratuita puede usar la nueva loseta.

beta-colony-reading-D14-title = Las construcciones gratuitas son decisiones aparte (en Turnpost)
beta-colony-reading-D14-text = Los módulos gratuitos y los logros gratuitos se eligen en sus propios envíos, después de revelarse las losetas que pueden usar.

beta-colony-reading-D15-title = Las bonificaciones son obligatorias
beta-colony-reading-D15-text = Toda bonificación que pueda dar algo debe tomarse, y una construcción gratuita posible debe hacerse.

beta-colony-reading-D16-title = Los tripulantes de las bonificaciones van a módulos
beta-colony-reading-D16-text = Un tripulante de una bonificación va a cualquier módulo, de quien sea, incluido el que se acaba de construir, pero nunca a una loseta de logro.

beta-colony-reading-D17-title = Los tripulantes se cuentan como piezas
beta-colony-reading-D17-text = Los objetivos y las estatuas que cuentan tripulantes cuentan piezas: un módulo con dos de tus tripulantes cuenta 2.

beta-colony-reading-D18-title = La mejor cadena
beta-colony-reading-D18-text = La estatua de la Unidad (Statue of Unity) cuenta tus tripulantes en el mayor grupo de losetas conectadas que llevan tripulantes tuyos.

beta-colony-reading-D19-title = C3C cuenta módulos
beta-colony-reading-D19-text = El objetivo de C3C cuenta tus tripulantes en los módulos del anillo exterior, no en las losetas de logro.

beta-colony-reading-D20-title = C3A decide por ti
beta-colony-reading-D20-text = El descarte de C3A se hace automáticamente, y solo se omite cuando bajaría tu puntuación final a través de la estatua de la Abundancia (Statue of Plenty).

beta-colony-reading-D21-title = El final de una pista
beta-colony-reading-D21-text = Una pista termina en 15; la influencia adicional en esa colonia se pierde.

beta-colony-reading-D22-title = Construir sin tripulantes
beta-colony-reading-D22-text = Sin tripulantes restantes puedes seguir construyendo; simplemente no se coloca el tripulante.

beta-colony-reading-D23-title = Las losetas de logro
beta-colony-reading-D23-text = Las losetas de logro no tienen color, no dan influencia y separan los grupos de un mismo color.

beta-colony-reading-D24-title = El límite de los grupos
beta-colony-reading-D24-text = El límite de 3 módulos por grupo se aplica dentro de una colonia, también a los módulos gratuitos, después de cualquier unión de grupos.

beta-colony-reading-D25-title = El que menos tripulantes tiene puede tener cero
beta-colony-reading-D25-text = Para las mayorías, el menor número de tripulantes se toma entre todos los jugadores, incluidos los que no tienen ninguno en la colonia.

beta-colony-reading-D26-title = El polímero con C2B
beta-colony-reading-D26-text = Mientras C2B esté activa, el polímero paga por cualquier material en todo pago, pero nunca los artefactos de una estatua ni un objetivo.

beta-colony-reading-D27-title = Los artefactos pagan, pero no son materiales
beta-colony-reading-D27-text = Un artefacto paga por cualquier material en todo pago, incluida la unidad extra de C3C, pero nunca cuenta como material.

beta-colony-reading-D28-title = La tercera columna de C2C
beta-colony-reading-D28-text = La tercera columna se reparte fila a fila al empezar la ronda 4, se repone durante el ciclo 2 y se retira después del objetivo de la ronda 6; si la pila se queda corta, las filas de abajo se quedan sin módulo en esa columna.

beta-colony-reading-D29-title = Un módulo gratuito es cualquier módulo boca arriba
beta-colony-reading-D29-text = Un módulo gratuito puede ser cualquier módulo de la oferta, en cualquier fila y columna, sin coste.

beta-colony-reading-D30-title = Las naves en la preparación
beta-colony-reading-D30-text = Las naves empiezan en lugares distintos, pero después pueden compartir uno.

beta-colony-reading-D31-title = Reservas ilimitadas
beta-colony-reading-D31-text = Los materiales y el combustible nunca se agotan; los 16 artefactos y los 15 tripulantes de cada jugador, sí.

beta-colony-reading-D32-title = El desempate
beta-colony-reading-D32-text = Los empates se deshacen por los tripulantes en Victus, que son los tripulantes colocados, ya que los tripulantes nunca se van.

beta-colony-reading-D33-title = La bonificación del dado siempre cuenta
beta-colony-reading-D33-text = Activar un lugar con su dado de bonificación da 1 PC aunque la acción no dé nada más.

beta-colony-reading-D34-title = Atracar siempre está permitido
beta-colony-reading-D34-text = Puedes atracar aunque sea posible moverte.

beta-colony-reading-D35-title = Los límites del combustible
beta-colony-reading-D35-text = El combustible puede subir un dado por encima de 6 sin límite, pero nunca dejarlo en 0 o menos.

beta-colony-reading-D36-title = Combustible en los dos dados
beta-colony-reading-D36-text = El combustible puede cambiar los dos dados de una misma acción.

beta-colony-reading-D37-title = Nebra con C1C
beta-colony-reading-D37-text = En Nebra, el material extra del tablero llega antes que el polímero de C1C.

beta-colony-reading-D38-title = La activación es obligatoria
beta-colony-reading-D38-text = Después de un movimiento, el lugar siempre se activa; en el Nexus eliges una de las dos opciones.

beta-colony-reading-D39-title = El orden después de construir
beta-colony-reading-D39-text = Primero se coloca el tripulante de un módulo, después llegan los puntos de C3C, la bonificación del módulo y la influencia; el tripulante de un logro va antes que su bonificación.

beta-colony-reading-D40-title = M2 abre todas las filas
beta-colony-reading-D40-text = El dado negro de M2, usado para activar una Manufactura, puede tomar un módulo de cualquier fila; nunca cambia un movimiento.

beta-colony-reading-D41-title = Un logro gratuito es gratuito
beta-colony-reading-D41-text = Un logro gratuito no cuesta ni el precio de su carta ni el material de la casilla.

## Los componentes diseñados para esta edición (la lista bajo «La edición Turnpost»), uno por
## elemento de engine::beta_colony::readings::TURNPOST_EDITION.
beta-colony-rules-edition-orbit = el orden de la órbita (salvo Nebra, justo antes de la Manufactura izquierda)
beta-colony-rules-edition-colonies = la forma de las colonias y el color de cada casilla
beta-colony-rules-edition-tracks = las tres pistas de influencia
beta-colony-rules-edition-pods = la influencia y la bonificación de cada uno de los 40 módulos
beta-colony-rules-edition-achievements = los nombres de los logros culturales y los costes de los edificios
beta-colony-rules-edition-goals = los PC de los objetivos de ciclo distintos de los 8 de C3A
beta-colony-rules-edition-materials = los siete materiales dibujados en C3A
