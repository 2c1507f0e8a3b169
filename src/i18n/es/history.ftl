# The history: the archive, a player's profile, the replay of a game, the error page.

## El archivo de partidas terminadas, con sus filtros.
archive-title = Archivo de partidas terminadas
archive-intro = Todas las partidas terminadas en Turnpost, abiertas a todo el mundo: revive cualquiera de ellas jugada a jugada.
archive-filter-game = Juego
archive-filter-any-game = Todos los juegos
archive-filter-player = Jugador (nombre o número)
archive-filter-from = Terminadas desde el
archive-filter-until = hasta el
archive-filter-sort = Ordenar por
archive-filter-show = Mostrar
archive-filter-clear = Quitar los filtros
archive-finished-games =
    { $count ->
        [one] partida terminada
       *[other] partidas terminadas
    }
archive-finished-games-more = partidas terminadas
archive-page = página
archive-page-of = de
archive-none = Ninguna partida terminada coincide con estos filtros.
archive-column-game = Partida
archive-column-finished = Terminada el
archive-column-ranking = Clasificación
archive-column-length = Duración
archive-with-bots = con bots
archive-replay = Repetición
archive-no-ranking = sin clasificación
archive-points =
    { $count ->
        [one] punto
       *[other] puntos
    }
archive-actions =
    { $count ->
        [one] acción
       *[other] acciones
    }
archive-pages = Páginas
archive-previous = Anterior
archive-next = Siguiente

## El perfil público de un jugador y su historial.
profile-player-number = Jugador n.º { $count }
profile-since = en Turnpost desde el { $date }
profile-archive-link = Partidas terminadas en el archivo
profile-record = Historial
profile-bots-counted = También se cuentan las partidas con bots.
profile-bots-leave-out = Solo las partidas entre personas
profile-bots-left-out =
    { $count ->
        [one] Solo partidas entre personas; se deja fuera { $count } partida con bots.
       *[other] Solo partidas entre personas; se dejan fuera { $count } partidas con bots.
    }
profile-bots-count-them =
    { $count ->
        [one] Contarla también
       *[other] Contarlas también
    }
profile-no-finished-game = Todavía no hay ninguna partida terminada.
profile-column-game = Juego
profile-column-played = Jugadas
profile-column-won = Ganadas
profile-column-average = Puntuación media
profile-column-best = Mejor puntuación
profile-current = Partidas en curso
profile-current-none = Ninguna por ahora.
profile-waiting-for = esperando a { $name }
profile-recent = Resultados recientes
profile-with = con
profile-points =
    { $count ->
        [one] punto
       *[other] puntos
    }
profile-replay = Repetición

## La repetición de una partida, paso a paso.
replay-page-title = { $title }, paso
replay-heading = { $title }: la partida paso a paso
replay-step = Paso
replay-step-of = de
replay-steps-nav = Pasos
replay-first = Primero
replay-previous = Anterior
replay-next = Siguiente
replay-last = Último
replay-go-to-step = Ir al paso
replay-go = Ir
replay-action-heading = Paso { $count }:
replay-played-by-platform-late = (jugado por Turnpost al agotarse el tiempo)
replay-setup = La preparación
replay-no-action = Todavía no se ha jugado ninguna acción.
replay-final-ranking = Clasificación final
replay-back-to-game = Volver a la partida
replay-export = Exportar la partida en JSON
replay-archive = Archivo
replay-chart-help = La línea de puntos marca el paso { $count }. La línea de cada jugador tiene su propio trazo y su propio marcador, como en la leyenda.
replay-every-step = Todos los pasos
replay-every-step-label = Todos los pasos de la partida
replay-step-who = { $who }:
replay-played-by-platform = (jugado por Turnpost)

## La página de error.
error-back-home = Volver a la página de inicio

# The score chart of a replay.
chart-label = Gráfico de cada jugador: { $what } a lo largo de la partida
chart-seat = Plaza { $n }
chart-default-title = La puntuación a lo largo de la partida
chart-default-score = Puntuación
replay-note-over = La partida ha terminado, así que todo lo que estaba oculto durante el juego se muestra en cada paso.
replay-note-seat = La partida sigue en juego: ves lo que veía tu plaza en cada paso.
replay-note-watcher = La partida sigue en juego: ves lo que veía un espectador en cada paso.

archive-order-newest = Las más recientes primero
archive-order-oldest = Las más antiguas primero
archive-order-best = Puntuación ganadora más alta
archive-order-lowest = Puntuación ganadora más baja
chart-step = paso { $n }
