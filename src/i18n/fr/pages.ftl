# Les pages des parties hors de la table : mes parties, le salon, une nouvelle partie, une partie en attente, une invitation, les paramètres.

## Mes parties : les parties du joueur, par groupes.
mine-title = Mes parties
mine-new-game = Nouvelle partie
mine-open-games = Parties ouvertes à rejoindre
mine-none = Vous n'avez encore aucune partie. Lancez-en une et invitez vos amis, ou rejoignez une partie ouverte.
mine-waiting-for-you = À vous de jouer
mine-waiting-for-others = En attente des autres joueurs
mine-not-started = Pas encore commencées
mine-finished = Terminées

## Le salon : les parties ouvertes, et les jeux du site.
lobby-title = Parties ouvertes
lobby-intro = Des parties que tout le monde peut rejoindre.
lobby-start-own = Lancez la vôtre
lobby-none = Aucune partie ouverte n'attend de joueurs pour le moment.
lobby-games = Les jeux de Turnpost
lobby-rules = règles
lobby-start-one = lancer une partie

## Une nouvelle partie : le choix du jeu, puis son formulaire.
new-title = Nouvelle partie
new-heading = Lancer une nouvelle partie
new-choose = Choisissez votre jeu :
new-rules = Règles
new-title-of = Nouvelle partie de { $title }
new-heading-of = Lancer une nouvelle partie de { $title }
new-players = Joueurs
new-other-seats = Qui occupe les autres places
new-people = Des personnes : invitez-les ou ouvrez la partie
new-bots-normal = Des robots (niveau normal) : jouez tout de suite
new-bots-easy = Des robots (niveau facile) : jouez tout de suite
new-colour = Votre couleur
new-days = Jours par tour
new-timeout = Quand le temps d'un joueur est écoulé
new-timeout-default = Turnpost joue pour lui un tour prudent par défaut
new-timeout-vote = Après deux dépassements de temps d'affilée, les autres votent pour continuer ou arrêter
new-open = Partie ouverte : l'afficher dans le salon pour que tout le monde puisse la rejoindre et la suivre
new-public-after = Montrer cette partie à tous une fois terminée (une partie privée n'est visible que par ses joueurs tant qu'elle se joue)
new-create = Créer la partie

## Une partie qui attend ses joueurs, avant son début.
waiting-cancelled = Cette partie a été annulée avant de commencer.
waiting-of = sur
waiting-seats-taken = { $count ->
    [one] place prise
   *[other] places prises
}
waiting-days = { $count ->
    [one] { $count } jour par tour
   *[other] { $count } jours par tour
}
waiting-open = partie ouverte
waiting-private = partie privée, visible seulement par ses joueurs
waiting-private-until-finished = partie privée, visible seulement par ses joueurs jusqu'à la fin
waiting-colour = Votre couleur
waiting-join = Rejoindre cette partie
waiting-log-in = Connectez-vous
waiting-log-in-to-join = pour la rejoindre.
waiting-full = Toutes les places sont prises : c'est à { $name } de lancer la partie.
waiting-more-players = En attente d'autres joueurs ; { $name } lancera la partie quand toutes les places seront prises.
waiting-leave = Quitter cette partie
waiting-invite = Inviter des joueurs
waiting-email = Adresse e-mail
waiting-send = Envoyer l'invitation
waiting-accepted = invitation acceptée
waiting-invited = invitation envoyée
waiting-start = Lancement
waiting-seat-order = Ordre de jeu
waiting-order-random = Au hasard
waiting-order-joined = Dans l'ordre d'arrivée des joueurs
waiting-start-game = Lancer la partie
waiting-not-full = La partie pourra commencer quand toutes les places seront prises.
waiting-cancel = Annuler cette partie

## Une invitation à une partie, ouverte depuis son e-mail.
invite-title = Invitation
invite-heading = { $name } vous invite à jouer à
invite-bot-seat = La partie est en cours : vous prenez la place que tient aujourd'hui { $seat }, avec sa couleur, à partir de sa prochaine décision.
invite-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
invite-days = { $count ->
    [one] { $count } jour par tour
   *[other] { $count } jours par tour
}
invite-seated = Déjà à la table : { $names }.
invite-colour = Votre couleur
invite-take-seat = Prendre ma place
invite-new-here = Nouveau sur Turnpost ? Créez votre compte avec l'adresse qui a reçu l'invitation, et vous arriverez directement dans la partie.
invite-create-account = Créer un compte
invite-have-account = Vous avez déjà un compte ?
invite-log-in = Connectez-vous

## Les paramètres du compte.
settings-title = Paramètres
settings-heading = Votre compte
settings-profile = Votre profil public
settings-profile-note = (vos parties terminées et vos résultats, tels que les autres les voient)
settings-address-confirmed = adresse confirmée
settings-address-unconfirmed = adresse pas encore confirmée
settings-playing = Jouer
settings-confirm-turns = Me montrer ce que fera un tour, et ne le jouer que lorsque je le confirme (recommandé)
settings-act-by-mail = Me laisser jouer par e-mail : l'e-mail de mon tour liste mes choix, et une réponse avec le numéro d'un choix le joue (désactivé : une réponse n'est qu'un message à la table)
settings-save = Enregistrer
settings-mail = E-mails et rappels
settings-zone = Votre fuseau horaire (tapez une ville ou une région pour le trouver)
settings-zone-device = D'après votre appareil, votre fuseau horaire est
settings-zone-use = L'utiliser
settings-send-me = M'envoyer
settings-mail-turn = un e-mail quand c'est mon tour
settings-mail-reminders = des rappels avant une échéance
settings-mail-events = les nouvelles des parties (début, fin, temps dépassés)
settings-mail-invitations = les invitations
settings-talk = M'envoyer les messages de la table (ce que les joueurs s'écrivent dans une partie)
settings-talk-batch = au fil de l'eau, au plus un e-mail par partie toutes les 15 minutes
settings-talk-turn = seulement dans l'e-mail de mon tour
settings-talk-never = jamais (je les lis sur la page de la partie)
settings-digest = Résumé quotidien
settings-digest-choice = au lieu d'un e-mail par tour, un seul e-mail par jour avec les parties qui m'attendent et, sauf si les messages de la table sont sur « jamais », les messages arrivés depuis le précédent
settings-digest-at = à
settings-quiet = Heures calmes (aucun e-mail pendant ces heures : ils partent à leur fin)
settings-quiet-from = de
settings-quiet-to = à
settings-quiet-none = La même heure deux fois : pas d'heures calmes.
settings-reminders = Rappels
settings-remind-after = Me le rappeler ce nombre d'heures après le début de mon tour (0 : jamais)
settings-remind-before = et de nouveau quand il ne reste que ce nombre d'heures (0 : jamais)
settings-remind-limit = Jamais plus d'un rappel par partie toutes les 12 heures.
settings-vacations = Vacances
settings-vacation-you-have = Il vous reste
settings-vacation-days-left = { $count ->
    [one] jour de vacances cette année (21 par an).
   *[other] jours de vacances cette année (21 par an).
}
settings-vacation-rule = Chaque jour de vacances donne un jour de plus à toutes vos parties. Quand votre temps s'écoule dans une partie et qu'il vous reste des jours, l'un d'eux est utilisé automatiquement.
settings-vacation-range = du { $start } au
settings-vacation-remove = supprimer
settings-vacation-from = Du
settings-vacation-to = au
settings-vacation-declare = Déclarer ces vacances
settings-password = Changer de mot de passe
settings-current-password = Mot de passe actuel
settings-password-button = Changer le mot de passe
settings-email = Changer d'adresse e-mail
settings-email-intro = Nous envoyons un lien à la nouvelle adresse ; elle remplace l'ancienne quand vous le suivez.
settings-new-email = Nouvelle adresse e-mail
settings-email-button = Envoyer le lien de confirmation
settings-tokens = Jetons d'API
settings-tokens-intro = Les jetons permettent à vos propres scripts et robots de jouer par l'API JSON
settings-token-new = Votre nouveau jeton, affiché cette fois seulement :
settings-token-created = créé le
settings-token-revoke = révoquer
settings-token-name = Nom
settings-token-placeholder = mon robot
settings-your-password = Votre mot de passe
settings-token-create = Créer un jeton
settings-everywhere = Se déconnecter partout
settings-everywhere-intro = Met fin à toutes les sessions de votre compte, sur cet appareil et sur tous les autres, et révoque tous les jetons d'API. Changer de mot de passe fait de même pour vos autres appareils.
settings-everywhere-button = Se déconnecter partout
games-players-range = { $min } à { $max } joueurs
games-option-as-set = comme la partie le fixe
