# La mesa: la página de una partida empezada alrededor de su tablero, la charla de la mesa, y las líneas de Mis partidas y de la sala.

## La cabecera de la página de la partida: el plazo y quién es quién.
table-decide-by = Fecha límite para decidir: { $deadline }.
table-seats-label = Quién es quién
table-you = (tú)
table-on-the-pieces = en las piezas
table-to-play = en turno
table-resigned = ha abandonado
table-timed-out-twice = ausente: tiempo agotado dos veces
table-away = { $line }: sus plazos se retrasan un día por cada día de ausencia.

## Lo que ha pasado desde el último turno del jugador.
table-nothing-new = Nada nuevo.
table-since-talk = Charla
table-since-colon = :
table-since-more =
    { $count ->
        [one] Hay { $count } línea más en el
       *[other] Hay { $count } líneas más en el
    }
table-since-whole-log = registro completo
table-played-by-platform = (jugado por Turnpost)

## El turno del jugador.
table-your-turn = Tu turno
table-choices-so-far = Tus elecciones hasta ahora
table-change = Cambiar
table-not-now = Ahora no: { $why }
table-play-this = Hacer esta jugada
table-next = Siguiente
table-preview = Lo que hará este turno
table-confirm = Confirmar
table-waiting-for = Esperando a { $name }.

## El final de la partida, las imágenes, el registro.
table-final-ranking = Clasificación final
table-rematch = Volver a jugar con los mismos jugadores
table-scrolls-sideways = { $title }, se desplaza hacia los lados
table-scroll-hint = Desliza la tabla hacia un lado para ver todas las columnas.
table-legend = Qué significan los símbolos
table-log-summary =
    { $count ->
        [one] El registro completo de la partida ({ $count } línea)
       *[other] El registro completo de la partida ({ $count } líneas)
    }
table-log-empty = Todavía no se ha jugado nada.
table-log-label = Registro de la partida, lo más reciente primero

## La votación tras una plaza que agotó su tiempo dos veces.
table-abandoned-heading = Plaza abandonada
table-abandoned-text =
    { $count ->
        [one] agotó su tiempo dos veces seguidas. Turnpost juega por esa plaza turnos prudentes por defecto; los jugadores que siguen en la partida pueden votar para continuar así o para terminar la partida ahora, con la clasificación según la puntuación actual.
       *[other] agotaron su tiempo dos veces seguidas. Turnpost juega por esas plazas turnos prudentes por defecto; los jugadores que siguen en la partida pueden votar para continuar así o para terminar la partida ahora, con la clasificación según la puntuación actual.
    }
table-vote-continue = Seguir con turnos por defecto
table-vote-end = Terminar la partida ahora
table-my-vote-end = Tu voto: terminar la partida ahora.
table-my-vote-continue = Tu voto: seguir con turnos por defecto.

## Pasar a un bot la plaza de un jugador que se fue.
table-bot-heading = ¿Pasar la plaza de { $label } a un bot?
table-bot-left = { $label } ha dejado la partida.
table-bot-majority =
    { $count ->
        [one] Un bot puede jugar esta plaza hasta el final si está de acuerdo el jugador que sigue en la partida.
       *[other] Un bot puede jugar esta plaza hasta el final si está de acuerdo la mayoría de los { $count } jugadores que siguen en la partida.
    }
table-bot-for-it = A favor por ahora: { $names }.
table-bot-normal = Pasarla a un bot (normal)
table-bot-easy = Pasarla a un bot (fácil)
table-bot-take-back = Retirar mi voto

## Invitar a una persona a la plaza de un bot.
table-bot-seats-heading = Una persona en la plaza de un bot
table-bot-seats-intro = Invita a alguien por correo a ocupar la plaza de un bot; será suya cuando siga el enlace.
table-bot-seat-email = Dirección de correo para la plaza de { $label }
table-bot-seat-invite = Invitar a la plaza de { $label }

## Terminar la partida de común acuerdo.
table-end-heading = ¿Terminar la partida ahora?
table-end-want =
    { $count ->
        [one] quiere terminar la partida ahora, con la clasificación según la puntuación actual:
       *[other] quieren terminar la partida ahora, con la clasificación según la puntuación actual:
    }
table-end-of-the = de los
table-end-agree =
    { $count ->
        [one] jugadores que siguen en la partida está de acuerdo. Termina cuando lo estén todos.
       *[other] jugadores que siguen en la partida están de acuerdo. Termina cuando lo estén todos.
    }
table-end-rule = Si todos los jugadores que siguen en la partida están de acuerdo, termina ahora, con la clasificación según la puntuación actual.
table-end-no-longer = Ya no estoy de acuerdo
table-end-agree-button = De acuerdo: terminarla ahora
table-end-propose = Proponer terminar la partida ahora

## Los enlaces y ajustes bajo la partida.
table-links-label = Más sobre esta partida
table-replay = Ver esta partida paso a paso
table-export = Exportarla en JSON
table-rules = Las reglas
table-step = paso
table-unmute = Volver a recibir los correos de esta partida
table-mute = Silenciar los correos de esta partida
table-resign-summary = Abandonar esta partida
table-resign-warning = Turnpost jugará los turnos de tu plaza como cuando se agota el tiempo, y quedarás en último lugar. No se puede deshacer.
table-resign-check = Sí, quiero abandonar
table-resign = Abandonar
table-resigned-note = Has abandonado esta partida.

## La charla de la mesa, y las notas privadas del jugador debajo.
talk-heading = Charla de la mesa
talk-none = Todavía no hay mensajes.
talk-lines-label = Charla de la mesa, lo más reciente al final
talk-by-mail = por correo
talk-kept-among-players = solo entre los jugadores
talk-hidden-by = Ocultado por { $name }.
talk-hide = Ocultar este mensaje
talk-your-message = Tu mensaje
talk-keep-private = Mantenerlo entre los jugadores cuando termine la partida
talk-send = Enviar a la mesa
talk-notes-summary = Mis notas sobre esta partida (solo tú las ves)
talk-notes = Notas
talk-save-notes = Guardar mis notas

## Las líneas de las partidas en Mis partidas y en la sala.
lines-of = de
lines-seats =
    { $count ->
        [one] plaza
       *[other] plazas
    }
lines-days =
    { $count ->
        [one] { $count } día por turno
       *[other] { $count } días por turno
    }
lines-your-move = Te toca
lines-to-play = Le toca a { $name }
lines-waited = , desde hace { $time }
lines-decide-by = Fecha límite para decidir: { $deadline }
lines-you-finished = Tu resultado: { $result }
table-since-your-turn = Desde tu último turno
table-since-began = Desde el inicio de la partida
table-since-last-moves = Las últimas jugadas
table-since-latest-moves = Jugadas recientes

## Por qué un formulario de la mesa no hizo nada
table-error-no-seat = No tienes plaza en esta partida, así que no puedes jugar en ella.
table-error-not-started = Esta partida aún no ha empezado.
table-error-version = El formulario no tiene una versión válida.
table-error-path = No se pudo leer la elección del formulario.
table-error-not-your-turn = No es tu turno: ahora no tienes ninguna decisión que tomar en esta partida.
table-error-resign-tick = Marca la casilla que dice que quieres abandonar y vuelve a pulsar el botón.
table-error-end-answer = Di sí o no a terminar la partida ahora.
table-error-bot-seat = Elige en la página de la partida la plaza que se entrega a un bot.
table-error-bot-seat-invite = Elige la plaza del bot en la página de la partida.
table-error-not-on-offer = Esa opción ya no está disponible: vuelve a elegir.
