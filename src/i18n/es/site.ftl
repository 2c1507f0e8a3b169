# El marco de cada página: la cabecera, los avisos bajo ella, el pie.
site-tagline = Turnpost — juegos de mesa por correspondencia.
nav-archive = Archivo
nav-my-games = Mis partidas
nav-my-games-waiting = Mis partidas: { $count ->
    [one] { $count } te espera
   *[other] { $count } te esperan
}
nav-lobby = Sala
nav-settings-title = Ajustes de la cuenta
nav-log-out = Cerrar sesión
nav-log-in = Iniciar sesión
nav-register = Registrarse
nav-mailbox = Buzón
banner-confirm = Confirma tu dirección de correo para empezar a jugar: sigue el enlace que te enviamos.
banner-send-again = Enviar el enlace de nuevo
banner-next-game = Te toca en { $title }: ir a la partida
language-choose = Idioma:
language-field = Idioma
language-browser = El idioma del navegador
language-save = Guardar

# What a page says after an action (a redirect names the notice).
notice-registered = Casi listo: te hemos enviado un correo con un enlace para confirmar tu dirección. Es válido durante 48 horas.
notice-verified = Tu dirección de correo está confirmada. ¡Te damos la bienvenida a Turnpost!
notice-reset-sent = Si alguna cuenta usa esa dirección, le hemos enviado un enlace para elegir una contraseña nueva. El enlace es válido durante una hora.
notice-reset = Tu contraseña ha cambiado. Inicia sesión con la nueva.
notice-logged-out = Has cerrado la sesión.
notice-left = Has dejado la partida; tu plaza vuelve a estar libre.
notice-logged-out-everywhere = Has cerrado la sesión en todas partes: todas las sesiones de tu cuenta han terminado y todos los tokens de la API están revocados.
notice-password = Tu contraseña ha cambiado. Tus otras sesiones se han cerrado.
notice-email-sent = Hemos enviado un enlace de confirmación a la nueva dirección. Tu dirección cambia cuando lo sigues.
notice-email = Tu dirección de correo ha cambiado.
notice-verify-sent = Te hemos enviado un nuevo enlace de confirmación.
notice-link-expired = Ese enlace ha caducado o ya se usó: inicia sesión para abrir la partida.
notice-notifications = Tus ajustes de notificaciones están guardados.
notice-playing = Tu forma de jugar está guardada.
notice-vacation = Tus vacaciones están guardadas.
notice-vacation-today = Tus vacaciones están guardadas. Empiezan hoy, así que el día de vacaciones de hoy se descuenta ya de tu reserva, y cada una de tus partidas tiene un día más.
notice-vacation-deleted = Las vacaciones se han eliminado.
notice-applied = Tu turno se ha jugado.
notice-already = Ese turno ya se había jugado: se aplicó una sola vez.
notice-moved-on = La partida ha avanzado desde que se mostró esa página, así que no se ha jugado nada. Aquí está la partida tal como está ahora.
notice-invited = Invitación enviada.
notice-joined = Tienes una plaza en esta partida.
notice-muted = El correo de esta partida está silenciado.
notice-unmuted = El correo de esta partida vuelve a estar activo.
notice-voted = Tu voto se ha contado.
notice-resigned = Has abandonado. Turnpost juega los turnos de tu plaza a partir de ahora; quedas en último lugar.
notice-end-proposed = Aceptas terminar la partida ahora. Termina cuando todos los jugadores que siguen en ella estén de acuerdo.
notice-end-withdrawn = Ya no aceptas terminar la partida ahora.
notice-ended = Todos los jugadores están de acuerdo: la partida ha terminado.
notice-bot-voted = Tu voto sobre la plaza se ha contado.
notice-bot-seated = La mesa está de acuerdo: un bot juega esa plaza a partir de ahora.
notice-rematch = La revancha está lista: los demás jugadores están invitados por correo. Empiézala cuando todas las plazas estén ocupadas.

# La página de error: su título y las frases del sitio.
error-title-bad-request = No ha funcionado
error-title-csrf = Formulario caducado
error-title-log-in = Inicia sesión
error-title-forbidden = No permitido
error-title-not-found = No encontrado
error-title-conflict = Ya ha cambiado
error-title-rules = No lo permiten las reglas
error-title-slow-down = Más despacio
error-title-busy = Ocupado
error-title-cannot-save = No se puede guardar
error-title-sorry = Lo sentimos
error-csrf = Este formulario ha caducado o no viene de este sitio. Vuelve atrás, recarga la página e inténtalo de nuevo.
error-log-in = Inicia sesión para continuar.
error-no-page = No hay ninguna página en esta dirección.
error-too-many = Demasiados intentos. Vuelve a intentarlo dentro de { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}.
error-busy = El servicio está ocupado. No se ha cambiado nada: inténtalo de nuevo en un momento.
error-cannot-save = El servidor no puede guardar nada ahora mismo: su almacenamiento está lleno o falla. No se ha cambiado nada; inténtalo más tarde.
error-internal = Algo ha fallado por nuestra parte. ¡Lo sentimos! No se ha cambiado nada; inténtalo de nuevo.

## Lists of words in a game's lines: "a, b y c".
list-pair = { $first } y { $last }
list-more = { $first }, { $rest }
