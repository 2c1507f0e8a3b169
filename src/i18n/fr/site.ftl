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
