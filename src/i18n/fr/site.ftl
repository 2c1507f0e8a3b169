# Le cadre de chaque page : l'en-tête, les bandeaux dessous, le pied de page.
site-tagline = Turnpost — jeux de société par correspondance.
nav-archive = Archives
nav-my-games = Mes parties
nav-my-games-waiting = Mes parties : { $count ->
    [one] { $count } vous attend
   *[other] { $count } vous attendent
}
nav-lobby = Salon
nav-settings-title = Paramètres du compte
nav-log-out = Se déconnecter
nav-log-in = Se connecter
nav-register = S'inscrire
nav-mailbox = Courrier
banner-confirm = Confirmez votre adresse e-mail pour commencer à jouer : suivez le lien que nous vous avons envoyé.
banner-send-again = Renvoyer le lien
banner-next-game = À vous de jouer dans { $title } : y aller
language-choose = Langue :
language-field = Langue
language-browser = La langue du navigateur
language-save = Enregistrer

# What a page says after an action (a redirect names the notice).
notice-registered = Presque fini : nous vous avons envoyé un e-mail avec un lien pour confirmer votre adresse. Il est valable 48 heures.
notice-verified = Votre adresse e-mail est confirmée. Bienvenue sur Turnpost !
notice-reset-sent = Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.
notice-reset = Votre mot de passe a été changé. Connectez-vous avec le nouveau.
notice-logged-out = Vous êtes déconnecté.
notice-left = Vous avez quitté la partie ; votre place est de nouveau libre.
notice-logged-out-everywhere = Vous êtes déconnecté partout : toutes les sessions de votre compte sont terminées et tous les jetons d'API sont révoqués.
notice-password = Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.
notice-email-sent = Nous avons envoyé un lien de confirmation à la nouvelle adresse. Votre adresse change quand vous le suivez.
notice-email = Votre adresse e-mail a été changée.
notice-verify-sent = Nous vous avons envoyé un nouveau lien de confirmation.
notice-link-expired = Ce lien a expiré ou a déjà servi : connectez-vous pour ouvrir la partie.
notice-notifications = Vos réglages de notifications sont enregistrés.
notice-playing = Votre façon de jouer est enregistrée.
notice-vacation = Vos vacances sont enregistrées.
notice-vacation-today = Vos vacances sont enregistrées. Elles commencent aujourd'hui : le jour de vacances d'aujourd'hui est pris sur votre réserve dès maintenant, et chacune de vos parties a un jour de plus.
notice-vacation-deleted = Les vacances ont été supprimées.
notice-applied = Votre tour a été joué.
notice-already = Ce tour avait déjà été joué : il n'a été appliqué qu'une fois.
notice-moved-on = La partie a avancé depuis l'affichage de cette page, donc rien n'a été joué. Voici la partie telle qu'elle est maintenant.
notice-invited = Invitation envoyée.
notice-joined = Vous avez une place dans cette partie.
notice-muted = Les e-mails de cette partie sont coupés.
notice-unmuted = Les e-mails de cette partie sont de nouveau actifs.
notice-voted = Votre vote est compté.
notice-resigned = Vous avez abandonné. Turnpost joue les tours de votre place désormais ; vous êtes classé dernier.
notice-end-proposed = Vous acceptez de terminer la partie maintenant. Elle se termine quand tous les joueurs encore en lice sont d'accord.
notice-end-withdrawn = Vous n'acceptez plus de terminer la partie maintenant.
notice-ended = Tous les joueurs sont d'accord : la partie est terminée.
notice-bot-voted = Votre vote sur la place est compté.
notice-bot-seated = La table est d'accord : un robot joue cette place désormais.
notice-rematch = Une revanche est prête : les autres joueurs sont invités par e-mail. Lancez-la quand toutes les places sont prises.

# La page d'erreur : son titre, et les phrases du site.
error-title-bad-request = Cela n'a pas marché
error-title-csrf = Formulaire expiré
error-title-log-in = Connectez-vous
error-title-forbidden = Non autorisé
error-title-not-found = Introuvable
error-title-conflict = Déjà modifié
error-title-rules = Interdit par les règles
error-title-slow-down = Doucement
error-title-busy = Occupé
error-title-cannot-save = Enregistrement impossible
error-title-sorry = Désolés
error-csrf = Ce formulaire a expiré ou ne vient pas de ce site. Revenez en arrière, rechargez la page et réessayez.
error-log-in = Connectez-vous pour continuer.
error-no-page = Il n'y a pas de page à cette adresse.
error-too-many = Trop de tentatives. Réessayez dans { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}.
error-busy = Le service est occupé. Rien n'a été modifié : réessayez dans un instant.
error-cannot-save = Le serveur ne peut rien enregistrer pour le moment : son stockage est plein ou défaillant. Rien n'a été modifié ; réessayez plus tard.
error-internal = Un problème est survenu de notre côté. Désolés ! Rien n'a été modifié ; réessayez.

## Lists of words in a game's lines: "a, b et c".
list-pair = { $first } et { $last }
list-more = { $first }, { $rest }
