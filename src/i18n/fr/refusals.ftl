# Pourquoi un formulaire ou une requête est refusé : les phrases que les services donnent par
# identifiant (une réponse de l'API les dit en anglais ; une page dans la langue de son lecteur).
refusal-wrong-password = Votre mot de passe actuel n'est pas le bon.
refusal-name-taken = Ce nom est déjà pris, ou ressemble trop à un nom pris : choisissez-en un autre.
refusal-undeliverable = Cela ne ressemble pas à une adresse e-mail à laquelle nous pouvons écrire.
refusal-email-empty = Saisissez votre adresse e-mail.
refusal-name-invisible = Un nom ne peut pas contenir de caractères invisibles ou de contrôle.
refusal-name-empty = Choisissez un nom.
refusal-name-long = Choisissez un nom de 40 caractères au plus.
refusal-name-encoded = Un nom ne peut pas contenir « =? » ni « ?= ».
refusal-password-short = Choisissez un mot de passe d'au moins 10 caractères.
refusal-password-long = Choisissez un mot de passe de 256 caractères au plus.
refusal-password-email = Votre mot de passe ne doit pas être votre adresse e-mail.
refusal-resend-limited = Nous avons déjà envoyé plusieurs liens aujourd'hui : regardez dans vos indésirables, ou réessayez demain.
refusal-verify-suppressed = Votre adresse a demandé à ne plus recevoir d'e-mails de confirmation de Turnpost, nous ne pouvons donc pas envoyer le lien. Un compte non confirmé ne peut pas changer d'adresse : inscrivez-vous de nouveau avec une adresse qui peut le recevoir.
refusal-change-suppressed = Cette adresse a demandé à ne plus recevoir d'e-mails de confirmation de Turnpost : choisissez-en une autre.
refusal-bad-not-me-link = Ce lien n'est pas valide : ouvrez de nouveau le lien « ce n'était pas moi » de l'e-mail, tel quel.

# La table d'une partie : la quitter, sa discussion et ses notes.
refusal-no-such-game = Il n'y a pas de partie portant ce numéro.
refusal-not-running = Cette partie n'est plus en cours.
refusal-no-seat = Vous n'avez pas de place dans cette partie.
refusal-seat-vote-players = Seuls les joueurs encore en lice décident de qui joue une place.
refusal-seat-vote-own = Les autres décident de votre place : jouez un tour pour la garder.
refusal-seat-vote-which = Seule la place d'un joueur qui a abandonné ou a manqué deux dates limites de suite peut être confiée à un robot.
refusal-already-resigned = Vous avez déjà abandonné cette partie.
refusal-resigned-end = Vous avez abandonné cette partie : les autres décident si elle se termine.
refusal-talk-empty = Écrivez quelque chose avant d'envoyer.
refusal-talk-players = Seuls les joueurs de cette partie peuvent écrire dans sa discussion de table.
refusal-cancelled = Cette partie a été annulée.
refusal-talk-hide = Seul le joueur qui a créé cette partie peut masquer ses messages.
refusal-talk-no-message = Il n'y a pas de tel message dans cette partie.
refusal-notes-players = Seuls les joueurs de cette partie y tiennent des notes.
refusal-invitation-used = Cette invitation a déjà servi.
refusal-not-a-bot-seat = Cette place n'est plus celle d'un robot.
refusal-started-or-cancelled = Cette partie a déjà commencé ou a été annulée.
refusal-seats-taken = Toutes les places de cette partie sont prises.
