# The history: the archive, a player's profile, the replay of a game, the error page.

## Les archives des parties terminées, avec leurs filtres.
archive-title = Archives des parties terminées
archive-intro = Toutes les parties terminées sur Turnpost, ouvertes à tous : revoyez chacune d'elles coup par coup.
archive-filter-game = Jeu
archive-filter-any-game = Tous les jeux
archive-filter-player = Joueur (nom ou numéro)
archive-filter-from = Terminées du
archive-filter-until = au
archive-filter-sort = Trier par
archive-filter-show = Afficher
archive-filter-clear = Effacer les filtres
archive-finished-games =
    { $count ->
        [one] partie terminée
       *[other] parties terminées
    }
archive-finished-games-more = parties terminées
archive-page = page
archive-page-of = sur
archive-none = Aucune partie terminée ne correspond à ces filtres.
archive-column-game = Partie
archive-column-finished = Terminée le
archive-column-ranking = Classement
archive-column-length = Durée
archive-with-bots = avec des robots
archive-replay = Revoir
archive-no-ranking = pas de classement
archive-points =
    { $count ->
        [one] point
       *[other] points
    }
archive-actions =
    { $count ->
        [one] action
       *[other] actions
    }
archive-pages = Pages
archive-previous = Précédente
archive-next = Suivante

## Le profil public d'un joueur et son palmarès.
profile-player-number = Joueur n° { $count }
profile-since = sur Turnpost depuis le { $date }
profile-archive-link = Parties terminées dans les archives
profile-record = Palmarès
profile-bots-counted = Les parties avec des robots sont comptées aussi.
profile-bots-leave-out = Seulement les parties entre humains
profile-bots-left-out =
    { $count ->
        [one] Parties entre humains seulement ; { $count } partie avec des robots n'est pas comptée.
       *[other] Parties entre humains seulement ; { $count } parties avec des robots ne sont pas comptées.
    }
profile-bots-count-them =
    { $count ->
        [one] La compter aussi
       *[other] Les compter aussi
    }
profile-no-finished-game = Aucune partie terminée pour l'instant.
profile-column-game = Jeu
profile-column-played = Jouées
profile-column-won = Gagnées
profile-column-average = Score moyen
profile-column-best = Meilleur score
profile-current = Parties en cours
profile-current-none = Aucune pour le moment.
profile-waiting-for = en attente de { $name }
profile-recent = Résultats récents
profile-with = avec
profile-points =
    { $count ->
        [one] point
       *[other] points
    }
profile-replay = Revoir

## Revoir une partie, étape par étape.
replay-page-title = { $title }, étape
replay-heading = { $title } : la partie pas à pas
replay-step = Étape
replay-step-of = sur
replay-steps-nav = Étapes
replay-first = Première
replay-previous = Précédente
replay-next = Suivante
replay-last = Dernière
replay-go-to-step = Aller à l'étape
replay-go = Afficher
replay-action-heading = Étape { $count } :
replay-played-by-platform-late = (jouée par Turnpost à la fin du temps imparti)
replay-setup = La mise en place
replay-no-action = Aucune action n'a encore été jouée.
replay-final-ranking = Classement final
replay-back-to-game = Retour à la partie
replay-export = Exporter la partie en JSON
replay-archive = Archives
replay-chart-help = La ligne pointillée marque l'étape { $count }. La ligne de chaque joueur a son propre motif et son propre repère, comme dans la légende.
replay-every-step = Toutes les étapes
replay-every-step-label = Toutes les étapes de la partie
replay-step-who = { $who } :
replay-played-by-platform = (jouée par Turnpost)

## La page d'erreur.
error-back-home = Retour à la page d'accueil

# The score chart of a replay.
chart-label = Graphique de chaque joueur : { $what } au fil de la partie
chart-seat = Place { $n }
chart-default-title = Le score au fil de la partie
chart-default-score = Score
replay-note-over = La partie est terminée : tout ce qui était caché pendant le jeu est montré à chaque étape.
replay-note-seat = La partie est en cours : vous voyez ce que votre place voyait à chaque étape.
replay-note-watcher = La partie est en cours : vous voyez ce qu'un spectateur voyait à chaque étape.

archive-order-newest = Les plus récentes d'abord
archive-order-oldest = Les plus anciennes d'abord
archive-order-best = Meilleur score gagnant
archive-order-lowest = Plus faible score gagnant
chart-step = étape { $n }
