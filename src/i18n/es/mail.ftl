# Todos los correos que envía el sitio: su marco, los correos de la cuenta, los de las partidas, sus asuntos,
# y las fechas y duraciones que muestran.

## Fechas, horas y duraciones
date-time = { $weekday } { $day } { $month }, { $time }
weekday-1 = lun
weekday-2 = mar
weekday-3 = mié
weekday-4 = jue
weekday-5 = vie
weekday-6 = sáb
weekday-7 = dom
month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sep
month-10 = oct
month-11 = nov
month-12 = dic
waited-minutes = { $count } min
waited-hours = { $count } h
waited-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
days-count = { $count ->
    [one] { $count } día
   *[other] { $count } días
}

## El marco de cada correo
mail-hello = Hola, { $name }:
mail-hello-anonymous = Hola:
mail-footer-account = Recibes este mensaje por una acción en tu cuenta de Turnpost.
mail-footer-game = Recibes este mensaje porque juegas en Turnpost.
mail-settings = Ajustes de notificaciones
mail-unsubscribe = No recibir más correos de este tipo
mail-or-open = O abre este enlace:
mail-not-me-stop = Detener todos los correos de invitación y de confirmación a esta dirección
mail-not-me-question = ¿No has sido tú? Detén todos los correos de invitación y de confirmación a esta dirección:

## Correos de la cuenta
mail-verify-subject = Confirma tu dirección de correo para Turnpost
mail-verify-welcome = ¡Te damos la bienvenida a Turnpost! Confirma tu dirección de correo para empezar a jugar.
mail-verify-welcome-text = ¡Te damos la bienvenida a Turnpost! Confirma tu dirección de correo abriendo este enlace:
mail-verify-button = Confirmar mi dirección
mail-verify-valid = Es válido durante 48 horas y funciona una sola vez. Si no has creado una cuenta, ignora este mensaje.
mail-verify-valid-text = El enlace es válido durante 48 horas y funciona una sola vez. Si no has creado una cuenta, ignora este mensaje: sin el enlace no pasa nada.
mail-verify-footer = Recibes este mensaje porque alguien creó una cuenta de Turnpost con esta dirección. ¿No has sido tú?
mail-registered-subject = Ya tienes una cuenta de Turnpost
mail-registered-body = Alguien, quizá tú, ha intentado crear una cuenta de Turnpost con esta dirección, que ya tiene una.
mail-registered-log-in = Iniciar sesión
mail-registered-log-in-text = Para iniciar sesión:
mail-registered-forgot = ¿Olvidaste tu contraseña?
mail-registered-not-you = Si no has sido tú, ignora este mensaje: tu cuenta no ha cambiado.
mail-reset-subject = Restablece tu contraseña de Turnpost
mail-reset-intro = Para elegir una contraseña nueva para tu cuenta de Turnpost, sigue este enlace:
mail-reset-intro-text = Para elegir una contraseña nueva para tu cuenta de Turnpost, abre este enlace:
mail-reset-button = Elegir una contraseña nueva
mail-reset-valid = Es válido durante una hora y funciona una sola vez. Si no lo has pedido, ignora este mensaje.
mail-reset-valid-text = El enlace es válido durante una hora y funciona una sola vez. Si no lo has pedido, ignora este mensaje: tu contraseña no ha cambiado.
mail-change-subject = Confirma tu nueva dirección de correo para Turnpost
mail-change-intro = Para que { $address } sea la dirección de tu cuenta de Turnpost, sigue este enlace:
mail-change-intro-text = Para que { $address } sea la dirección de tu cuenta de Turnpost, abre este enlace:
mail-change-button = Confirmar mi nueva dirección
mail-change-valid = Es válido durante 48 horas y funciona una sola vez.
mail-change-valid-text = El enlace es válido durante 48 horas y funciona una sola vez. Si no lo has pedido, ignora este mensaje.
mail-change-footer = Recibes este mensaje porque alguien pidió trasladar una cuenta de Turnpost a esta dirección. ¿No has sido tú?
mail-notice-not-you = Si no has sido tú, restablece tu contraseña y revisa tus ajustes:
mail-notice-settings = tus ajustes
mail-notice-check = Si no has sido tú, restablece tu contraseña y revisa
mail-password-changed-subject = Tu contraseña de Turnpost ha cambiado
mail-password-changed = La contraseña de tu cuenta de Turnpost ha cambiado. Se han cerrado todas las demás sesiones y se han revocado todos los tokens de la API.
mail-address-changing-subject = Tu dirección de correo de Turnpost va a cambiar
mail-address-changing = Alguien con la sesión iniciada en tu cuenta ha pedido cambiar su dirección de correo a { $address }. Solo cambia cuando se sigue el enlace enviado a esa dirección.

## Invitaciones
mail-invitation-subject = { $inviter } te invita a jugar a { $game }
mail-invitation-intro = { $inviter } te invita a jugar a { $game } en Turnpost: { $seats ->
    [one] { $seats } jugador
   *[other] { $seats } jugadores
}, hasta { $days } por turno y un correo cuando te toque.
mail-invitation-intro-text = { $inviter } te invita a jugar a { $game } en Turnpost, un sitio de juegos de mesa por correspondencia: { $seats ->
    [one] { $seats } jugador
   *[other] { $seats } jugadores
}, hasta { $days } por turno y un correo cuando te toque.
mail-invitation-button = Ocupar mi plaza
mail-invitation-log-in = Inicia sesión como { $name }, tu cuenta de Turnpost, para ocuparla.
mail-invitation-register = Podrás crear una cuenta sobre la marcha.
mail-invitation-take-log-in = Ocupa tu plaza aquí (inicia sesión como { $name }, tu cuenta de Turnpost):
mail-invitation-take-register = Ocupa tu plaza aquí (podrás crear una cuenta sobre la marcha):
mail-invitation-footer = Recibes este mensaje porque { $inviter } invitó a esta dirección a una partida.
mail-invitation-footer-stop = ¿No sabes quién es? No he sido yo: detener todos los correos de invitación y de confirmación a esta dirección
mail-invitation-unknown = ¿No conoces a { $inviter }? Detén todos los correos de invitación y de confirmación a esta dirección:
mail-invitation-failed-subject = No se pudo entregar tu invitación a { $address }
mail-invitation-refused = el servidor de correo del destinatario la rechazó ({ $error }).
mail-invitation-gave-up = lo intentamos durante { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} y el servidor de correo del destinatario nunca la aceptó ({ $error }).
mail-invitation-failed = No se pudo entregar tu invitación a { $address } para la partida #{ $game }: { $reason }
mail-invitation-failed-again = Revisa la dirección y vuelve a invitarla desde la página de la partida:
mail-invitation-failed-page = la página de la partida

## Correos de las partidas
mail-decide-before = Fecha límite para decidir: { $deadline }.
mail-decide-before-label = Fecha límite para decidir:
mail-the-deadline = la fecha límite
mail-play-my-turn = Jugar mi turno
mail-play-your-turn = Juega tu turno:
mail-since-last-turn = Desde tu último turno:
mail-talk-since-last-turn = Charla de la mesa desde tu último turno:
mail-turn-subject = { $title } — te toca{ $when }
mail-turn-headline = Te toca en { $title }{ $when }.
mail-reminder = Recordatorio: { $title } te espera desde hace { $waited }.
mail-open-game = Abrir la partida
mail-choices-so-far = hasta ahora: { $steps }
mail-choices-tap = Toca una opción y envía la respuesta que se abre
mail-choices-tap-more = (si la decisión tiene más pasos, el siguiente llega a vuelta de correo)
mail-choices-reply = Para jugar por correo, responde a este correo con el número de tu opción solo en la primera línea
mail-choices-reply-more = ; si la decisión tiene más pasos, el siguiente llega a vuelta de correo
mail-done-subject = { $title } — hecho: { $what }
mail-done-headline = Hecho: { $what }.
mail-done-last = Era la última jugada de la partida.
mail-done-again = Te vuelve a tocar.
mail-done-later = Te escribiremos cuando vuelva a tocarte.

## Resúmenes
mail-digest-waiting = { $count ->
    [one] Una partida te espera:
   *[other] { $count } partidas te esperan:
}
mail-digest-line = esperando desde hace { $waited }, fecha límite: { $deadline }
mail-digest-talk = Charla de la mesa en { $title }:
mail-digest-talk-label = Charla de la mesa en

## Respuestas a las respuestas por correo
mail-reply-next-subject = { $title } — siguiente paso: { $ask }
mail-reply-so-far = Hasta ahora: { $what }.
mail-reply-nothing-played = No se ha jugado nada: { $why }
mail-reply-no-such-choice = No se ha jugado nada: el correo al que respondiste no tiene ninguna opción { $n }. Responde con uno de los números de abajo.
mail-reply-not-played-subject = { $title } — tu respuesta no se ha jugado
mail-reply-choose-again = Vuelve a elegir:
mail-reply-over = La partida ha terminado.
mail-reply-your-turn-now = Te toca: estas son tus opciones ahora.
mail-reply-not-your-turn = Ahora no es tu turno: te escribiremos cuando lo sea.
mail-reply-moved-on = No se ha jugado nada: la partida ha avanzado desde el correo al que respondiste. Desde entonces:
mail-reply-confirm-subject = { $title } — confirma tu respuesta
mail-reply-chose = Una respuesta al correo de tu turno eligió “{ $label }”, pero no se ha jugado nada: { $why }
mail-reply-confirm-then = Si fuiste tú, confírmala en la página (el enlace funciona una sola vez, durante { $days ->
    [one] { $days } día
   *[other] { $days } días
}, mientras la opción siga disponible). Si no, ignora este correo.
mail-reply-confirm-button = Confirmar esta opción
mail-reply-untrusted-subject = { $title } — no se ha jugado una respuesta
mail-reply-asked-for = Una respuesta al correo de tu turno pedía la opción { $n }, pero no se ha jugado nada: { $why } De todos modos, esa opción ya no está disponible.
mail-reply-wrong-from = Esta respuesta no se envió desde la dirección del jugador al que iba dirigido el correo.
mail-reply-unauthenticated = No se ha podido autenticar al remitente de esta respuesta: no se verificó ninguna firma DKIM de su dominio, y el servidor de correo que la recibió no avaló ninguna.
mail-reply-no-message-id = Esta respuesta no tiene Message-ID, así que no se podría distinguir si llegara dos veces.

## Avisos sobre una partida
mail-talk-subject = { $title } — charla de la mesa: { $count ->
    [one] { $count } mensaje nuevo
   *[other] { $count } mensajes nuevos
}
mail-talk-headline = Los jugadores de { $title } han escrito:
mail-talk-answer = Abrir la partida para responder
mail-full-subject = { $title } — todas las plazas están ocupadas: empieza la partida
mail-full-headline = Todas las plazas de { $title } están ocupadas (jugarás con { $others }): empieza la partida cuando quieras.
mail-started-subject = { $title } ha empezado
mail-started-headline = { $title } ha empezado. Jugadores, por orden de juego: { $players }. Te escribiremos cuando te toque.
mail-ranking-line = { $rank }. { $who }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
mail-over-subject = { $title }: { $how }
mail-over-headline = { $title }: { $how }. Clasificación final:
mail-over-is-over = partida terminada
mail-over-all-resigned = partida terminada, todos los jugadores abandonaron
mail-over-agreement = partida terminada de común acuerdo
mail-over-vote = partida terminada por votación
mail-news-subject = { $title }: novedades de la mesa
mail-reminder-subject-waiting = { $title } — recordatorio: aún te toca
mail-vacation-subject = { $title } — se ha usado un día de vacaciones
mail-vacation-headline = Se te acabó el tiempo en { $title }, así que hemos usado uno de tus días de vacaciones. Nueva fecha límite: { $deadline }. { $left ->
    [one] Te queda { $left } día
   *[other] Te quedan { $left } días
} de vacaciones este año.
mail-timeout-subject = { $title } — se te acabó el tiempo
mail-timeout-headline = Se te acabó el tiempo en { $title } y no te quedaban días de vacaciones, así que Turnpost jugó por ti un turno prudente por defecto:
mail-timeout-other-subject = { $title } — { $who } ha agotado su tiempo
mail-timeout-other = { $who } ha agotado su tiempo en { $title }; Turnpost ha jugado un turno por defecto en su lugar.
mail-timeout-abandoned = { $who } ha agotado su tiempo en { $title }; Turnpost ha jugado un turno por defecto en su lugar. Es la segunda vez seguida, así que su plaza queda abandonada: abre la partida para votar si seguir con turnos por defecto para { $who } o terminar la partida ahora, con la clasificación según la puntuación actual.
mail-digest-talk-subject = Turnpost — charla de la mesa en { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
mail-digest-games-subject = Turnpost — { $count ->
    [one] { $count } partida te espera
   *[other] { $count } partidas te esperan
}
mail-held-subject = Turnpost — te toca en { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}

## Lo que se anuncia a la mesa
mail-table-propose-bot-easy = { $who } propone pasar la plaza de { $left } a un bot (fácil). La plaza pasa al bot si lo aprueba la mayoría de los jugadores que siguen en la partida, en la página de la partida.
mail-table-propose-bot-normal = { $who } propone pasar la plaza de { $left } a un bot (normal). La plaza pasa al bot si lo aprueba la mayoría de los jugadores que siguen en la partida, en la página de la partida.
mail-table-handed-to-bot = La mesa ha pasado la plaza de { $left } a un bot: a partir de ahora la juega { $now }.
mail-table-resigned = { $who } ha abandonado. A partir de ahora Turnpost juega los turnos de esa plaza, como cuando se agota el tiempo, y { $who } queda en último lugar. Los jugadores que siguen en la partida pueden pasar la plaza a un bot en la página de la partida.
mail-table-propose-end = { $who } propone terminar la partida ahora, con la clasificación según la puntuación actual. Termina si lo aprueban todos los jugadores que siguen en la partida, en la página de la partida.
mail-table-taken-back = { $now } ocupa la plaza que jugaba { $was }: a partir de ahora la juega una persona.

## Las páginas que abren los enlaces de los correos
link-kind-turn = los correos de «te toca»
link-kind-reminder = los recordatorios
link-kind-event = las noticias de las partidas (inicio, final, tiempos agotados)
link-kind-invitation = las invitaciones
link-kind-talk = la charla de la mesa
unsubscribe-title = Darse de baja
unsubscribe-done = Baja hecha
unsubscribe-done-notice = Ya no recibirás { $what } de Turnpost.
unsubscribe-back-on = Puedes volver a activarlos, y elegir tus otros correos, en tu
unsubscribe-settings-page = página de ajustes
unsubscribe-heading = ¿Dejar de recibir { $what }?
unsubscribe-explain = Turnpost dejará de enviarte { $what }. Tus partidas siguen; puedes volver a activarlo en tus ajustes.
unsubscribe-button = Dejar de recibir { $what }
not-me-title = No he sido yo
not-me-done = No más correos
not-me-done-notice = Turnpost ya no enviará invitaciones ni correos de confirmación a { $address }.
not-me-sorry = Perdona las molestias: alguien escribió esta dirección en Turnpost.
not-me-heading = ¿Bloquear todos los correos de invitación y de confirmación a { $address }?
not-me-explain = Alguien escribió esta dirección en Turnpost, para invitarla a una partida o para crear una cuenta. Si no has sido tú, Turnpost nunca más enviará a { $address } una invitación ni un enlace para confirmar una cuenta.
not-me-button = Bloquear estos correos
enter-continue-as = ¿Continuar como { $name }?
enter-other-explain = Este enlace es para { $name }. Has iniciado sesión como { $current }. ¿Cerrar la sesión de { $current } y continuar como { $name }?
enter-other-button = Cerrar la sesión de { $current } y continuar como { $name }
enter-your-turn = Te toca
enter-explain = Este enlace inicia tu sesión como { $name }, para jugar a { $title }.
enter-button = Ir a la partida como { $name }
confirm-reply-heading = Confirma tu respuesta
confirm-reply-explain = Una respuesta a tu correo de turno en { $title } eligió «{ $label }». No se pudo verificar, así que no se jugó nada.
confirm-reply-play-now = ¿Jugarla ahora, si sigue disponible?
confirm-reply-log-in = Inicia sesión como { $name } para jugarla, si sigue disponible.

## El tiempo que queda antes de una fecha límite
left-minutes = { $minutes } min
left-hours = { $hours } h
left-hours-minutes = { $hours } h { $minutes } min
left-days = { $days ->
    [one] 1 día
   *[other] { $days } días
}
left-days-hours = { $days ->
    [one] 1 día
   *[other] { $days } días
} { $hours } h
deadline-in = { $date }, dentro de { $left }
confirm-reply-play = Jugarlo
confirm-reply-log-in-button = Entrar para jugarlo
