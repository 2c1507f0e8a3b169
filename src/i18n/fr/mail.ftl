# Tous les e-mails envoyés par le site : leur cadre, les e-mails du compte, ceux des parties, leurs objets,
# et les dates et durées qu'ils affichent.

## Dates, heures et durées
date-time = { $weekday } { $day } { $month }, { $time }
weekday-1 = lun.
weekday-2 = mar.
weekday-3 = mer.
weekday-4 = jeu.
weekday-5 = ven.
weekday-6 = sam.
weekday-7 = dim.
month-1 = janv.
month-2 = févr.
month-3 = mars
month-4 = avr.
month-5 = mai
month-6 = juin
month-7 = juil.
month-8 = août
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = déc.
waited-minutes = { $count } min
waited-hours = { $count } h
waited-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
days-count = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

## Le cadre de chaque e-mail
mail-hello = Bonjour { $name },
mail-hello-anonymous = Bonjour,
mail-footer-account = Vous recevez ce message à la suite d'une action sur votre compte Turnpost.
mail-footer-game = Vous recevez ce message parce que vous jouez sur Turnpost.
mail-settings = Paramètres des notifications
mail-unsubscribe = Ne plus recevoir ce type d'e-mail
mail-or-open = Ou ouvrez ce lien :
mail-not-me-stop = Bloquer tous les e-mails d'invitation et de confirmation vers cette adresse
mail-not-me-question = Ce n'était pas vous ? Bloquez tous les e-mails d'invitation et de confirmation vers cette adresse :

## Les e-mails du compte
mail-verify-subject = Confirmez votre adresse e-mail pour Turnpost
mail-verify-welcome = Bienvenue sur Turnpost ! Confirmez votre adresse e-mail pour commencer à jouer.
mail-verify-welcome-text = Bienvenue sur Turnpost ! Confirmez votre adresse e-mail en ouvrant ce lien :
mail-verify-button = Confirmer mon adresse
mail-verify-valid = Il est valable 48 heures et ne fonctionne qu'une fois. Si vous n'avez pas créé de compte, ignorez ce message.
mail-verify-valid-text = Le lien est valable 48 heures et ne fonctionne qu'une fois. Si vous n'avez pas créé de compte, ignorez ce message : rien ne se passe sans le lien.
mail-verify-footer = Vous recevez ce message parce que quelqu'un a créé un compte Turnpost avec cette adresse. Ce n'était pas vous ?
mail-registered-subject = Vous avez déjà un compte Turnpost
mail-registered-body = Quelqu'un, peut-être vous, a essayé de créer un compte Turnpost avec cette adresse, qui en a déjà un.
mail-registered-log-in = Se connecter
mail-registered-log-in-text = Pour vous connecter :
mail-registered-forgot = Mot de passe oublié ?
mail-registered-not-you = Si ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.
mail-reset-subject = Réinitialisez votre mot de passe Turnpost
mail-reset-intro = Pour choisir un nouveau mot de passe pour votre compte Turnpost, suivez ce lien :
mail-reset-intro-text = Pour choisir un nouveau mot de passe pour votre compte Turnpost, ouvrez ce lien :
mail-reset-button = Choisir un nouveau mot de passe
mail-reset-valid = Il est valable une heure et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message.
mail-reset-valid-text = Le lien est valable une heure et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe n'a pas changé.
mail-change-subject = Confirmez votre nouvelle adresse e-mail pour Turnpost
mail-change-intro = Pour faire de { $address } l'adresse de votre compte Turnpost, suivez ce lien :
mail-change-intro-text = Pour faire de { $address } l'adresse de votre compte Turnpost, ouvrez ce lien :
mail-change-button = Confirmer ma nouvelle adresse
mail-change-valid = Il est valable 48 heures et ne fonctionne qu'une fois.
mail-change-valid-text = Le lien est valable 48 heures et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message.
mail-change-footer = Vous recevez ce message parce que quelqu'un a demandé à transférer un compte Turnpost vers cette adresse. Ce n'était pas vous ?
mail-notice-not-you = Si ce n'était pas vous, réinitialisez votre mot de passe et vérifiez vos paramètres :
mail-notice-settings = vos paramètres
mail-notice-check = Si ce n'était pas vous, réinitialisez votre mot de passe et vérifiez
mail-password-changed-subject = Votre mot de passe Turnpost a été modifié
mail-password-changed = Le mot de passe de votre compte Turnpost a été modifié. Toutes les autres sessions ont été déconnectées et tous les jetons d'API révoqués.
mail-address-changing-subject = Votre adresse e-mail Turnpost va changer
mail-address-changing = Une personne connectée à votre compte a demandé à remplacer son adresse e-mail par { $address }. Elle ne change que lorsque le lien envoyé à cette adresse est suivi.

## Les invitations
mail-invitation-subject = { $inviter } vous invite à jouer à { $game }
mail-invitation-intro = { $inviter } vous invite à jouer à { $game } sur Turnpost : { $seats ->
    [one] { $seats } joueur
   *[other] { $seats } joueurs
}, jusqu'à { $days } par tour, et un e-mail quand c'est à vous de jouer.
mail-invitation-intro-text = { $inviter } vous invite à jouer à { $game } sur Turnpost, un site de jeux de société par correspondance : { $seats ->
    [one] { $seats } joueur
   *[other] { $seats } joueurs
}, jusqu'à { $days } par tour, et un e-mail quand c'est à vous de jouer.
mail-invitation-button = Prendre ma place
mail-invitation-log-in = Connectez-vous en tant que { $name }, votre compte Turnpost, pour la prendre.
mail-invitation-register = Vous pourrez créer un compte au passage.
mail-invitation-take-log-in = Prenez votre place ici (connectez-vous en tant que { $name }, votre compte Turnpost) :
mail-invitation-take-register = Prenez votre place ici (vous pourrez créer un compte au passage) :
mail-invitation-footer = Vous recevez ce message parce que { $inviter } a invité cette adresse à une partie.
mail-invitation-footer-stop = Vous ne connaissez pas cette personne ? Ce n'était pas moi : bloquer tous les e-mails d'invitation et de confirmation vers cette adresse
mail-invitation-unknown = Vous ne connaissez pas { $inviter } ? Bloquez tous les e-mails d'invitation et de confirmation vers cette adresse :
mail-invitation-failed-subject = Votre invitation à { $address } n'a pas pu être remise
mail-invitation-refused = le serveur de messagerie du destinataire l'a refusée ({ $error }).
mail-invitation-gave-up = nous avons essayé pendant { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} et le serveur de messagerie du destinataire ne l'a jamais acceptée ({ $error }).
mail-invitation-failed = Votre invitation à { $address } pour la partie #{ $game } n'a pas pu être remise : { $reason }
mail-invitation-failed-again = Vérifiez l'adresse, puis invitez-la de nouveau depuis la page de la partie :
mail-invitation-failed-page = la page de la partie

## Les e-mails des parties
mail-decide-before = Date limite pour décider : { $deadline }.
mail-decide-before-label = Date limite pour décider :
mail-the-deadline = la date limite
mail-play-my-turn = Jouer mon tour
mail-play-your-turn = Jouez votre tour :
mail-since-last-turn = Depuis votre dernier tour :
mail-talk-since-last-turn = Discussion de table depuis votre dernier tour :
mail-turn-subject = { $title } — à vous de jouer{ $when }
mail-turn-headline = C'est à vous de jouer dans { $title }{ $when }.
mail-reminder = Rappel : { $title } vous attend depuis { $waited }.
mail-open-game = Ouvrir la partie
mail-choices-so-far = jusqu'ici : { $steps }
mail-choices-tap = Appuyez sur un choix, puis envoyez la réponse qui s'ouvre
mail-choices-tap-more = (si la décision compte plusieurs étapes, la suivante arrive par retour d'e-mail)
mail-choices-reply = Pour jouer par e-mail, répondez à cet e-mail avec le numéro de votre choix seul sur la première ligne
mail-choices-reply-more = { " ; " }si la décision compte plusieurs étapes, la suivante arrive par retour d'e-mail
mail-done-subject = { $title } — joué : { $what }
mail-done-headline = C'est joué : { $what }.
mail-done-last = C'était le dernier coup de la partie.
mail-done-again = C'est de nouveau à vous de jouer.
mail-done-later = Nous vous écrirons quand ce sera de nouveau à vous de jouer.

## Les résumés
mail-digest-waiting = { $count ->
    [one] { $count } partie vous attend :
   *[other] { $count } parties vous attendent :
}
mail-digest-line = en attente depuis { $waited }, date limite : { $deadline }
mail-digest-talk = Discussion de table dans { $title } :
mail-digest-talk-label = Discussion de table dans

## Les réponses aux réponses par e-mail
mail-reply-next-subject = { $title } — étape suivante : { $ask }
mail-reply-so-far = Jusqu'ici : { $what }.
mail-reply-nothing-played = Rien n'a été joué : { $why }
mail-reply-no-such-choice = Rien n'a été joué : l'e-mail auquel vous avez répondu ne propose pas de choix { $n }. Répondez avec l'un des numéros ci-dessous.
mail-reply-not-played-subject = { $title } — votre réponse n'a pas été jouée
mail-reply-choose-again = Choisissez de nouveau :
mail-reply-over = La partie est terminée.
mail-reply-your-turn-now = C'est à vous de jouer : voici vos choix actuels.
mail-reply-not-your-turn = Ce n'est pas à vous de jouer pour le moment : nous vous écrirons quand ce sera le cas.
mail-reply-moved-on = Rien n'a été joué : la partie a avancé depuis l'e-mail auquel vous avez répondu. Depuis :
mail-reply-confirm-subject = { $title } — confirmez votre réponse
mail-reply-chose = Une réponse à l'e-mail de votre tour a choisi “{ $label }”, mais rien n'a été joué : { $why }
mail-reply-confirm-then = Si c'était vous, confirmez-la sur la page (le lien ne fonctionne qu'une fois, pendant { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, tant que ce choix est proposé). Sinon, ignorez cet e-mail.
mail-reply-confirm-button = Confirmer ce choix
mail-reply-untrusted-subject = { $title } — une réponse n'a pas été jouée
mail-reply-asked-for = Une réponse à l'e-mail de votre tour demandait le choix { $n }, mais rien n'a été joué : { $why } De toute façon, ce choix n'est plus proposé.
mail-reply-wrong-from = Cette réponse n'a pas été envoyée depuis l'adresse du joueur à qui l'e-mail était destiné.
mail-reply-unauthenticated = L'expéditeur de cette réponse n'a pas pu être authentifié : aucune signature DKIM de son domaine n'a été vérifiée, et le serveur de messagerie qui l'a reçue n'en a garanti aucune.
mail-reply-no-message-id = Cette réponse n'a pas de Message-ID : une seconde livraison de celle-ci ne pourrait donc pas être reconnue.

## Les avis sur une partie
mail-talk-subject = { $title } — discussion de table : { $count ->
    [one] { $count } nouveau message
   *[other] { $count } nouveaux messages
}
mail-talk-headline = Les joueurs de { $title } ont écrit :
mail-talk-answer = Ouvrir la partie pour répondre
mail-full-subject = { $title } — toutes les places sont prises : lancez la partie
mail-full-headline = Toutes les places de { $title } sont prises (vous jouerez avec { $others }) : lancez la partie quand vous le souhaitez.
mail-started-subject = { $title } a commencé
mail-started-headline = { $title } a commencé. Joueurs, dans l'ordre de jeu : { $players }. Nous vous écrirons quand ce sera à vous de jouer.
mail-ranking-line = { $rank }. { $who } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
mail-over-subject = { $title } : { $how }
mail-over-headline = { $title } : { $how }. Classement final :
mail-over-is-over = partie terminée
mail-over-all-resigned = partie terminée, tous les joueurs ont abandonné
mail-over-agreement = partie terminée d'un commun accord
mail-over-vote = partie terminée par un vote
mail-news-subject = { $title } : des nouvelles de la table
mail-reminder-subject-waiting = { $title } — rappel : c'est toujours à vous de jouer
mail-vacation-subject = { $title } — un jour de vacances a été utilisé
mail-vacation-headline = Votre temps était écoulé dans { $title } : nous avons donc utilisé un de vos jours de vacances. Nouvelle date limite : { $deadline }. { $left ->
    [one] Il vous reste { $left } jour
   *[other] Il vous reste { $left } jours
} de vacances cette année.
mail-timeout-subject = { $title } — votre temps est écoulé
mail-timeout-headline = Votre temps était écoulé dans { $title } et il ne vous restait plus de jours de vacances, donc Turnpost a joué pour vous un tour prudent par défaut :
mail-timeout-other-subject = { $title } — { $who } a dépassé son temps
mail-timeout-other = { $who } a dépassé son temps dans { $title } ; Turnpost a joué un tour par défaut à sa place.
mail-timeout-abandoned = { $who } a dépassé son temps dans { $title } ; Turnpost a joué un tour par défaut à sa place. C'est son deuxième dépassement de temps d'affilée, sa place est donc abandonnée : ouvrez la partie pour voter, soit pour continuer avec des tours par défaut pour { $who }, soit pour terminer la partie maintenant, avec le classement selon le score actuel.
mail-digest-talk-subject = Turnpost — discussion de table dans { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
mail-digest-games-subject = Turnpost — { $count ->
    [one] { $count } partie vous attend
   *[other] { $count } parties vous attendent
}
mail-held-subject = Turnpost — à vous de jouer dans { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}

## Ce qui est annoncé à la table
mail-table-propose-bot-easy = { $who } propose de confier la place de { $left } à un robot (facile). La place passe au robot si la majorité des joueurs encore en jeu l'approuve sur la page de la partie.
mail-table-propose-bot-normal = { $who } propose de confier la place de { $left } à un robot (normal). La place passe au robot si la majorité des joueurs encore en jeu l'approuve sur la page de la partie.
mail-table-handed-to-bot = La table a confié la place de { $left } à un robot : { $now } la joue désormais.
mail-table-resigned = { $who } a abandonné. Turnpost joue désormais les tours de cette place, comme lorsque le temps est écoulé, et { $who } finit à la dernière place. Les joueurs encore en jeu peuvent confier la place à un robot sur la page de la partie.
mail-table-propose-end = { $who } propose de terminer la partie maintenant, avec le classement selon le score actuel. Elle se termine si tous les joueurs encore en jeu l'approuvent sur la page de la partie.
mail-table-taken-back = { $now } reprend la place que jouait { $was } : elle est désormais jouée par une personne.

## Les pages qu'ouvrent les liens des e-mails
link-kind-turn = les e-mails « à vous de jouer »
link-kind-reminder = les rappels
link-kind-event = les nouvelles des parties (début, fin, délais dépassés)
link-kind-invitation = les invitations
link-kind-talk = la discussion de table
unsubscribe-title = Se désabonner
unsubscribe-done = Désabonnement fait
unsubscribe-done-notice = Vous ne recevrez plus { $what } de Turnpost.
unsubscribe-back-on = Vous pouvez les réactiver, et choisir vos autres e-mails, sur votre
unsubscribe-settings-page = page de paramètres
unsubscribe-heading = Ne plus recevoir { $what } ?
unsubscribe-explain = Turnpost cessera de vous envoyer { $what }. Vos parties continuent ; vous pourrez réactiver cet envoi dans vos paramètres.
unsubscribe-button = Arrêter { $what }
not-me-title = Ce n'était pas moi
not-me-done = Plus aucun e-mail
not-me-done-notice = Turnpost n'enverra plus d'invitations ni d'e-mails de confirmation à { $address }.
not-me-sorry = Désolés pour le dérangement : quelqu'un a saisi cette adresse sur Turnpost.
not-me-heading = Bloquer tous les e-mails d'invitation et de confirmation vers { $address } ?
not-me-explain = Quelqu'un a saisi cette adresse sur Turnpost, pour l'inviter à une partie ou pour créer un compte. Si ce n'était pas vous, Turnpost n'enverra plus jamais à { $address } d'invitation ni de lien de confirmation de compte.
not-me-button = Bloquer ces e-mails
enter-continue-as = Continuer en tant que { $name } ?
enter-other-explain = Ce lien est pour { $name }. Vous êtes connecté en tant que { $current }. Déconnecter { $current } et continuer en tant que { $name } ?
enter-other-button = Déconnecter { $current } et continuer en tant que { $name }
enter-your-turn = À vous de jouer
enter-explain = Ce lien vous connecte en tant que { $name }, pour jouer à { $title }.
enter-button = Aller à la partie en tant que { $name }
confirm-reply-heading = Confirmez votre réponse
confirm-reply-explain = Une réponse à votre e-mail de tour dans { $title } a choisi « { $label } ». Elle n'a pas pu être vérifiée, donc rien n'a été joué.
confirm-reply-play-now = La jouer maintenant, si elle est toujours proposée ?
confirm-reply-log-in = Connectez-vous en tant que { $name } pour la jouer, si elle est toujours proposée.

## Le temps qui reste avant une date limite
left-minutes = { $minutes } min
left-hours = { $hours } h
left-hours-minutes = { $hours } h { $minutes } min
left-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
left-days-hours = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours } h
deadline-in = { $date }, dans { $left }
confirm-reply-play = Le jouer
confirm-reply-log-in-button = Se connecter pour le jouer
