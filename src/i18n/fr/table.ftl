# La table : la page d'une partie commencée autour de son plateau, la discussion de table, et les lignes de Mes parties et du salon.

## L'en-tête de la page de la partie : l'échéance et qui est qui.
table-decide-by = Date limite pour décider : { $deadline }.
table-seats-label = Qui est qui
table-you = (vous)
table-on-the-pieces = sur les pièces
table-to-play = à jouer
table-resigned = a abandonné
table-timed-out-twice = absent : temps dépassé deux fois
table-away = { $line } : ses échéances reculent d'un jour pour chaque jour d'absence.

## Ce qui s'est passé depuis le dernier tour du joueur.
table-nothing-new = Rien de nouveau.
table-since-talk = Discussion
table-since-colon = { "\u00A0" }:
table-since-more =
    { $count ->
        [one] { $count } autre ligne se trouve dans le
       *[other] { $count } autres lignes se trouvent dans le
    }
table-since-whole-log = journal complet
table-played-by-platform = (joué par Turnpost)

## Le tour du joueur.
table-your-turn = À vous de jouer
table-choices-so-far = Vos choix jusqu'ici
table-change = Modifier
table-not-now = Pas maintenant : { $why }
table-play-this = Jouer ce coup
table-next = Suivant
table-preview = Ce que fera ce tour
table-confirm = Confirmer
table-waiting-for = En attente de { $name }.

## La fin de la partie, les images, le journal.
table-final-ranking = Classement final
table-rematch = Rejouer avec les mêmes joueurs
table-scrolls-sideways = { $title }, défile horizontalement
table-scroll-hint = Faites glisser le tableau sur le côté pour voir toutes les colonnes.
table-legend = Ce que signifient les symboles
table-log-summary =
    { $count ->
        [one] Le journal complet de la partie ({ $count } ligne)
       *[other] Le journal complet de la partie ({ $count } lignes)
    }
table-log-empty = Rien n'a encore été joué.
table-log-label = Journal de la partie, le plus récent en premier

## Le vote après une place qui a dépassé son temps deux fois.
table-abandoned-heading = Place abandonnée
table-abandoned-text =
    { $count ->
        [one] a dépassé son temps deux fois d'affilée. Turnpost joue pour cette place des tours prudents par défaut ; les joueurs encore en jeu peuvent voter pour continuer ainsi ou pour terminer la partie maintenant, avec le classement selon le score actuel.
       *[other] ont dépassé leur temps deux fois d'affilée. Turnpost joue pour ces places des tours prudents par défaut ; les joueurs encore en jeu peuvent voter pour continuer ainsi ou pour terminer la partie maintenant, avec le classement selon le score actuel.
    }
table-vote-continue = Continuer avec des tours par défaut
table-vote-end = Terminer la partie maintenant
table-my-vote-end = Votre vote : terminer la partie maintenant.
table-my-vote-continue = Votre vote : continuer avec des tours par défaut.

## Confier à un robot la place d'un joueur parti.
table-bot-heading = Confier la place de { $label } à un robot ?
table-bot-left = { $label } a quitté la partie.
table-bot-majority =
    { $count ->
        [one] Un robot peut jouer cette place jusqu'à la fin si le joueur encore en jeu est d'accord.
       *[other] Un robot peut jouer cette place jusqu'à la fin si la majorité des { $count } joueurs encore en jeu est d'accord.
    }
table-bot-for-it = Votes pour jusqu'ici : { $names }.
table-bot-normal = La confier à un robot (normal)
table-bot-easy = La confier à un robot (facile)
table-bot-take-back = Retirer mon vote

## Inviter une personne à la place d'un robot.
table-bot-seats-heading = Une personne à la place d'un robot
table-bot-seats-intro = Invitez quelqu'un par e-mail à reprendre la place d'un robot ; la place est à lui dès qu'il suit le lien.
table-bot-seat-email = Adresse e-mail pour la place de { $label }
table-bot-seat-invite = Inviter à la place de { $label }

## Terminer la partie d'un commun accord.
table-end-heading = Terminer la partie maintenant ?
table-end-want =
    { $count ->
        [one] veut terminer la partie maintenant, avec le classement selon le score actuel :
       *[other] veulent terminer la partie maintenant, avec le classement selon le score actuel :
    }
table-end-of-the = des
table-end-agree =
    { $count ->
        [one] joueurs encore en jeu est d'accord. La partie se termine quand tous le sont.
       *[other] joueurs encore en jeu sont d'accord. La partie se termine quand tous le sont.
    }
table-end-rule = Si tous les joueurs encore en jeu sont d'accord, la partie se termine maintenant, avec le classement selon le score actuel.
table-end-no-longer = Je ne suis plus d'accord
table-end-agree-button = D'accord : terminer maintenant
table-end-propose = Proposer de terminer la partie maintenant

## Les liens et réglages sous la partie.
table-links-label = En savoir plus sur cette partie
table-replay = Revoir cette partie pas à pas
table-export = L'exporter en JSON
table-rules = Les règles
table-step = étape
table-unmute = Réactiver les e-mails de cette partie
table-mute = Couper les e-mails de cette partie
table-resign-summary = Abandonner cette partie
table-resign-warning = Turnpost jouera les tours de votre place comme lorsque le temps est écoulé, et vous finirez à la dernière place. Impossible de revenir en arrière.
table-resign-check = Je veux vraiment abandonner
table-resign = Abandonner
table-resigned-note = Vous avez abandonné cette partie.

## La discussion de table, et les notes personnelles du joueur en dessous.
talk-heading = Discussion de table
talk-none = Pas encore de message.
talk-lines-label = Discussion de table, les plus récents en dernier
talk-by-mail = par e-mail
talk-kept-among-players = réservé aux joueurs
talk-hidden-by = Masqué par { $name }.
talk-hide = Masquer ce message
talk-your-message = Votre message
talk-keep-private = Le garder entre les joueurs une fois la partie terminée
talk-send = Envoyer à la table
talk-notes-summary = Mes notes sur cette partie (vous seul les voyez)
talk-notes = Notes
talk-save-notes = Enregistrer mes notes

## Les lignes des parties dans Mes parties et le salon.
lines-of = sur
lines-seats =
    { $count ->
        [one] place
       *[other] places
    }
lines-days =
    { $count ->
        [one] { $count } jour par tour
       *[other] { $count } jours par tour
    }
lines-your-move = À vous de jouer
lines-to-play = À { $name } de jouer
lines-waited = , depuis { $time }
lines-decide-by = Date limite pour décider : { $deadline }
lines-you-finished = Votre résultat : { $result }
table-since-your-turn = Depuis votre dernier tour
table-since-began = Depuis le début de la partie
table-since-last-moves = Les derniers coups
table-since-latest-moves = Coups récents

## Pourquoi un formulaire de la table n'a rien fait
table-error-no-seat = Vous n'avez pas de place dans cette partie, vous ne pouvez donc pas y jouer.
table-error-not-started = Cette partie n'a pas encore commencé.
table-error-version = Le formulaire n'a pas de version valide.
table-error-path = Le choix du formulaire n'a pas pu être lu.
table-error-not-your-turn = Ce n'est pas votre tour : vous n'avez aucune décision à prendre dans cette partie pour l'instant.
table-error-resign-tick = Cochez la case qui dit que vous voulez abandonner, puis appuyez de nouveau sur le bouton.
table-error-end-answer = Répondez oui ou non à la fin de la partie maintenant.
table-error-bot-seat = Choisissez sur la page de la partie la place à confier à un robot.
table-error-bot-seat-invite = Choisissez la place du robot sur la page de la partie.
table-error-not-on-offer = Ce choix n'est plus proposé : choisissez à nouveau.
