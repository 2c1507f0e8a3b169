# Por qué se rechaza un formulario o una petición: las frases que los servicios dan por
# identificador (una respuesta de la API las dice en inglés; una página en el idioma de quien la lee).
refusal-wrong-password = Tu contraseña actual no es correcta.
refusal-name-taken = Ese nombre ya está cogido, o se parece demasiado a uno que lo está: elige otro.
refusal-undeliverable = Eso no parece una dirección de correo a la que podamos escribir.
refusal-email-empty = Escribe tu dirección de correo.
refusal-name-invisible = Un nombre no puede contener caracteres invisibles ni de control.
refusal-name-empty = Elige un nombre.
refusal-name-long = Elige un nombre de 40 caracteres como máximo.
refusal-name-encoded = Un nombre no puede contener «=?» ni «?=».
refusal-password-short = Elige una contraseña de al menos 10 caracteres.
refusal-password-long = Elige una contraseña de 256 caracteres como máximo.
refusal-password-email = Tu contraseña no puede ser tu dirección de correo.
refusal-resend-limited = Ya hemos enviado varios enlaces hoy: mira en tu carpeta de spam o inténtalo de nuevo mañana.
refusal-verify-suppressed = Tu dirección pidió no recibir correos de confirmación de Turnpost, así que no podemos enviar el enlace. Una cuenta sin confirmar no puede cambiar su dirección: regístrate de nuevo con una que pueda recibirlo.
refusal-change-suppressed = Esa dirección pidió no recibir correos de confirmación de Turnpost: elige otra.
refusal-bad-not-me-link = Este enlace no es válido: abre de nuevo el enlace «no he sido yo» del correo, tal cual.

# La mesa de una partida: dejarla, su charla y sus notas.
refusal-no-such-game = No hay ninguna partida con ese número.
refusal-not-running = Esta partida ya no está en curso.
refusal-no-seat = No tienes plaza en esta partida.
refusal-seat-vote-players = Solo los jugadores que siguen en la partida deciden quién juega una plaza.
refusal-seat-vote-own = Los demás deciden sobre tu plaza: juega un turno para conservarla.
refusal-seat-vote-which = Solo la plaza de un jugador que ha abandonado o ha dejado pasar dos fechas límite seguidas puede pasar a un bot.
refusal-already-resigned = Ya has abandonado esta partida.
refusal-resigned-end = Has abandonado esta partida, así que los demás deciden si termina.
refusal-talk-empty = Escribe algo antes de enviar.
refusal-talk-players = Solo los jugadores de esta partida pueden escribir en su charla de la mesa.
refusal-cancelled = Esta partida se canceló.
refusal-talk-hide = Solo el jugador que creó esta partida puede ocultar sus mensajes.
refusal-talk-no-message = No hay ningún mensaje así en esta partida.
refusal-notes-players = Solo los jugadores de esta partida llevan notas sobre ella.
refusal-invitation-used = Esta invitación ya se ha usado.
refusal-not-a-bot-seat = Esa plaza ya no es de un bot.
refusal-started-or-cancelled = Esta partida ya ha empezado o se canceló.
refusal-seats-taken = Todas las plazas de esta partida están ocupadas.
