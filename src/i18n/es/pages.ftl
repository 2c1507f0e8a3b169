# Las páginas de las partidas fuera de la mesa: mis partidas, la sala, una partida nueva, una partida en espera, una invitación, los ajustes.

## Mis partidas: las partidas del jugador, por grupos.
mine-title = Mis partidas
mine-new-game = Nueva partida
mine-open-games = Partidas abiertas a las que unirte
mine-none = Aún no tienes partidas. Empieza una e invita a tus amigos, o únete a una partida abierta.
mine-waiting-for-you = Te toca jugar
mine-waiting-for-others = Esperando a los demás
mine-not-started = Aún sin empezar
mine-finished = Terminadas

## La sala: las partidas abiertas, y los juegos del sitio.
lobby-title = Partidas abiertas
lobby-intro = Partidas a las que cualquiera puede unirse.
lobby-start-own = Empieza la tuya
lobby-none = Ahora mismo ninguna partida abierta espera jugadores.
lobby-games = Los juegos de Turnpost
lobby-rules = reglas
lobby-start-one = empezar una partida

## Una partida nueva: la elección del juego, y luego su formulario.
new-title = Nueva partida
new-heading = Empezar una partida nueva
new-choose = Elige a qué jugar:
new-rules = Reglas
new-title-of = Nueva partida de { $title }
new-heading-of = Empezar una partida nueva de { $title }
new-players = Jugadores
new-other-seats = Quién ocupa las demás plazas
new-people = Personas: invítalas o abre la partida
new-bots-normal = Bots (nivel normal): juega ya
new-bots-easy = Bots (nivel fácil): juega ya
new-colour = Tu color
new-days = Días por turno
new-timeout = Cuando a un jugador se le acaba el tiempo
new-timeout-default = Turnpost juega por él un turno prudente por defecto
new-timeout-vote = Tras dos tiempos agotados seguidos, los demás votan si seguir o parar
new-open = Partida abierta: mostrarla en la sala para que cualquiera pueda unirse y verla
new-public-after = Mostrar esta partida a todos cuando termine (una partida privada solo la ven sus jugadores mientras se juega)
new-create = Crear la partida

## Una partida que espera jugadores, antes de empezar.
waiting-cancelled = Esta partida se canceló antes de empezar.
waiting-of = de
waiting-seats-taken = { $count ->
    [one] plaza ocupada
   *[other] plazas ocupadas
}
waiting-days = { $count ->
    [one] { $count } día por turno
   *[other] { $count } días por turno
}
waiting-open = partida abierta
waiting-private = partida privada, solo la ven sus jugadores
waiting-private-until-finished = partida privada, solo la ven sus jugadores hasta que termine
waiting-colour = Tu color
waiting-join = Unirme a esta partida
waiting-log-in = Inicia sesión
waiting-log-in-to-join = para unirte.
waiting-full = Todas las plazas están ocupadas: falta que { $name } empiece la partida.
waiting-more-players = Esperando a más jugadores; { $name } empezará la partida cuando todas las plazas estén ocupadas.
waiting-leave = Dejar esta partida
waiting-invite = Invitar a jugadores
waiting-email = Dirección de correo
waiting-send = Enviar la invitación
waiting-accepted = invitación aceptada
waiting-invited = invitación enviada
waiting-start = Inicio
waiting-seat-order = Orden de juego
waiting-order-random = Al azar
waiting-order-joined = En el orden en que se unieron los jugadores
waiting-start-game = Empezar la partida
waiting-not-full = La partida podrá empezar cuando todas las plazas estén ocupadas.
waiting-cancel = Cancelar esta partida

## Una invitación a una partida, abierta desde su correo.
invite-title = Invitación
invite-heading = { $name } te invita a jugar a
invite-bot-seat = La partida ya está en marcha: ocupas la plaza que ahora juega { $seat }, con su color, desde su próxima decisión.
invite-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
invite-days = { $count ->
    [one] { $count } día por turno
   *[other] { $count } días por turno
}
invite-seated = Ya en la mesa: { $names }.
invite-colour = Tu color
invite-take-seat = Ocupar mi plaza
invite-new-here = ¿Eres nuevo en Turnpost? Crea tu cuenta con la dirección que recibió la invitación y entrarás directamente en la partida.
invite-create-account = Crear una cuenta
invite-have-account = ¿Ya tienes cuenta?
invite-log-in = Inicia sesión

## Los ajustes de la cuenta.
settings-title = Ajustes
settings-heading = Tu cuenta
settings-profile = Tu perfil público
settings-profile-note = (tus partidas terminadas y tus resultados, tal como los ven los demás)
settings-address-confirmed = dirección confirmada
settings-address-unconfirmed = dirección aún sin confirmar
settings-playing = Jugar
settings-confirm-turns = Mostrarme qué hará un turno y jugarlo solo cuando lo confirme (recomendado)
settings-act-by-mail = Dejarme jugar por correo: el correo de mi turno enumera mis opciones, y responder con el número de una opción la juega (desactivado: una respuesta es solo un mensaje a la mesa)
settings-save = Guardar
settings-mail = Correo y recordatorios
settings-zone = Tu zona horaria (escribe una ciudad o una región para encontrarla)
settings-zone-device = Según tu dispositivo, tu zona horaria es
settings-zone-use = Usarla
settings-send-me = Enviarme
settings-mail-turn = un correo cuando me toque
settings-mail-reminders = recordatorios antes de que venza un plazo
settings-mail-events = novedades de las partidas (inicio, final, tiempos agotados)
settings-mail-invitations = invitaciones
settings-talk = Enviarme los mensajes de la mesa (lo que se escriben los jugadores en una partida)
settings-talk-batch = según llegan, como mucho un correo por partida cada 15 minutos
settings-talk-turn = solo dentro del correo de mi turno
settings-talk-never = nunca (los leo en la página de la partida)
settings-digest = Resumen diario
settings-digest-choice = en lugar de un correo por turno, un solo correo al día con las partidas que me esperan y, salvo que los mensajes de la mesa estén en «nunca», los mensajes llegados desde el anterior
settings-digest-at = a las
settings-quiet = Horas de silencio (ningún correo en esas horas: se envían cuando terminan)
settings-quiet-from = de
settings-quiet-to = a
settings-quiet-none = La misma hora dos veces significa que no hay horas de silencio.
settings-reminders = Recordatorios
settings-remind-after = Avisarme tantas horas después de que empiece mi turno (0: nunca)
settings-remind-before = y otra vez cuando queden tantas horas (0: nunca)
settings-remind-limit = Nunca más de un recordatorio por partida cada 12 horas.
settings-vacations = Vacaciones
settings-vacation-you-have = { $count ->
    [one] Te queda
   *[other] Te quedan
}
settings-vacation-days-left = { $count ->
    [one] día de vacaciones este año (21 al año).
   *[other] días de vacaciones este año (21 al año).
}
settings-vacation-rule = Cada día de vacaciones da un día más a todas tus partidas. Cuando se te acaba el tiempo en una partida y aún te quedan días, se usa uno automáticamente.
settings-vacation-range = del { $start } al
settings-vacation-remove = quitar
settings-vacation-from = Del
settings-vacation-to = al
settings-vacation-declare = Declarar estas vacaciones
settings-password = Cambiar tu contraseña
settings-current-password = Contraseña actual
settings-password-button = Cambiar la contraseña
settings-email = Cambiar tu dirección de correo
settings-email-intro = Enviamos un enlace a la dirección nueva; sustituye a la antigua cuando lo sigues.
settings-new-email = Correo nuevo
settings-email-button = Enviar el enlace de confirmación
settings-tokens = Tokens de la API
settings-tokens-intro = Los tokens permiten que tus propios scripts y bots jueguen a través de la API JSON
settings-token-new = Tu token nuevo, que solo se muestra ahora:
settings-token-created = creado el
settings-token-revoke = revocar
settings-token-name = Nombre
settings-token-placeholder = mi bot
settings-your-password = Tu contraseña
settings-token-create = Crear un token
settings-everywhere = Cerrar sesión en todas partes
settings-everywhere-intro = Cierra todas las sesiones de tu cuenta, en este dispositivo y en todos los demás, y revoca todos los tokens de la API. Cambiar tu contraseña hace lo mismo en tus otros dispositivos.
settings-everywhere-button = Cerrar sesión en todas partes
games-players-range = de { $min } a { $max } jugadores
games-option-as-set = según lo fije la partida
