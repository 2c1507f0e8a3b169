# Beta Colony (nom de registre `beta-colony`), en français : les textes de sa page d'aide aux
# règles (templates/games/beta_colony/rules.html), notre traduction de notre propre résumé des
# règles. Les numéros de section et les ancres restent dans le gabarit (« rule 6.4 » dans un refus
# mène à #rule-6.4) ; les lectures et la liste des composants de l'édition Turnpost sont dans
# beta-colony-readings.ftl ; les images dessinent encore leurs propres mots anglais.
# Vocabulaire : ship = vaisseau, location = lieu, pod = module, crew = équipage, material =
# matériau, artifact = artefact, fuel = carburant, dock = s'amarrer (amarrage), Manufactory =
# Manufacture, display = offre, space = case, player mat = plateau joueur, cycle card = carte de
# cycle, round = manche, cultural achievement = réalisation culturelle, supply = ravitaillement,
# CP = PC (points de confiance). Les noms des lieux et des colonies restent ceux du plateau.

## Le titre de la page et le jeu en bref.
beta-colony-rules-title = Beta Colony : aide aux règles
beta-colony-rules-brief = Beta Colony en bref
beta-colony-rules-brief-game = Chaque joueur pilote un vaisseau autour des sept lieux d'une orbite au-dessus de la planète Victus et peuple ses trois colonies, Xi'an, Thebes et Cuzco. Les points de confiance (PC) viennent des constructions, de l'influence dans les colonies, des objectifs des trois cartes de cycle et du décompte final. La partie dure neuf manches, en trois cycles de trois ; le joueur qui a le plus de PC gagne.
beta-colony-rules-brief-turnpost = Sur Turnpost, un tour se choisit par petites étapes sur la page de la partie : où va le vaisseau (touchez un lieu sur le plateau, ou choisissez-le dans la liste), quel module, quels dés, où construire, comment payer, et chaque choix de bonus à mesure que les bonus arrivent. Toute option proposée est permise par les règles ; une option qu'elles ne permettent pas pour l'instant est grisée, avec la raison. Avant qu'un tour compte, la page montre ce qu'il fera, et vous le confirmez ou le modifiez.

## 2 Mise en place.
beta-colony-rules-setup = Mise en place
beta-colony-rules-player-mats-heading = Plateaux joueurs
beta-colony-rules-player-mats-text = En commençant par le joueur à droite du premier joueur et en remontant le tour de table, chacun prend l'un des cinq plateaux joueurs encore libres. Chaque plateau ajoute un matériau quand vous collectez sur une lune précise, et donne un pouvoir spécial (règle 10).
beta-colony-rules-ships-heading = Vaisseaux
beta-colony-rules-ships-text = Dans le même ordre, chacun pose son vaisseau sur un lieu de l'orbite où ne se trouve encore aucun autre vaisseau. Poser le vaisseau n'active pas le lieu. Plus tard dans la partie, plusieurs vaisseaux peuvent partager un lieu.

## 3 Manches.
beta-colony-rules-rounds = Manches
beta-colony-rules-rounds-text = Une manche commence par l'effet de début de cycle d'une nouvelle carte de cycle (manches 1, 4 et 7), puis quatre dés sont lancés pour toute la table : noir, bleu, rouge et vert. Tout le monde utilise les mêmes valeurs.
beta-colony-rules-order-heading = Qui joue quand
beta-colony-rules-order-text = Dans l'ordre du tour à partir du premier joueur, chaque joueur fait une action avec deux de ses quatre dés ; puis chacun fait une seconde action avec les deux dés restants. Les constructions gratuites gagnées sur une piste se font juste après l'action qui les a rapportées, par le même joueur. Seul le joueur dont c'est le tour peut jouer ; le rôle de premier joueur passe à gauche après chaque manche.

## 4 Une action.
beta-colony-rules-action = Une action
beta-colony-rules-move-heading = Se déplacer et activer, ou s'amarrer
beta-colony-rules-move-text = Une action est soit un déplacement (un dé déplace votre vaisseau, un autre active le lieu où il arrive), soit un amarrage (règle 5.5). Les deux dés doivent être différents et pas encore utilisés dans cette manche. Le carburant modifie la valeur d'un dé (règle 5.3) ; le carburant dépensé sur les deux dés ensemble ne peut pas dépasser ce que vous possédez. Tant que la carte de cycle C1A ou C3A est active, vous pouvez, lors de votre première action d'une manche, modifier l'un de vos dés pour le reste de la manche (C1A en fait un 6, C3A le retourne : 7 moins sa valeur). Tant que C1B est active, votre première action de la manche 1 peut aussi prendre un matériau de votre choix.
beta-colony-rules-asks-heading = Ce que demande le lieu
beta-colony-rules-asks-text = Chaque lieu demande ses propres choix : les matériaux sur une lune, le module et la case dans une Manufacture, le ravitaillement ou une réalisation au Nexus ; le Ridback ne demande rien (règle 6).
beta-colony-rules-paying-heading = Payer
beta-colony-rules-paying-text = Chaque coût se paie avec son matériau. Un artefact paie comme n'importe quel matériau. Tant que C2B est active, le polymère paie aussi comme n'importe quel matériau. Avec le plateau M4, deux matériaux identiques peuvent payer le coût d'acquisition d'un module (règle 10). Tout ce que paie une action se paie en une fois : vous devez donc tout posséder en même temps.

## 5 Dés, déplacement et carburant.
beta-colony-rules-dice = Dés, déplacement et carburant
beta-colony-rules-dice-text = Le dé de déplacement fait avancer votre vaisseau d'autant de lieux dans le sens horaire ; un tour complet de 7 le ramène à son point de départ, et le lieu est tout de même activé.
beta-colony-rules-fuel-heading = Carburant
beta-colony-rules-fuel-text = Chaque carburant que vous dépensez sur un dé ajoute 1 à sa valeur ou lui retire 1. Une valeur peut dépasser 6, mais jamais descendre sous 1.
beta-colony-rules-docking-heading = Amarrage
beta-colony-rules-docking-text = S'amarrer dépense deux dés inutilisés pour prendre 1 carburant, et ne fait rien d'autre : le vaisseau reste où il est. Vous pouvez vous amarrer même si vous pouviez vous déplacer.
beta-colony-rules-used-dice-heading = Dés utilisés
beta-colony-rules-used-dice-text = Les deux dés d'une action sont utilisés pour le reste de la manche : votre seconde action dispose des deux autres.

## 6 Les lieux.
beta-colony-rules-locations = Les lieux
beta-colony-rules-die-bonus-heading = Le bonus de dé
beta-colony-rules-die-bonus-text = Activer Gan De avec le dé vert, Jyo avec le bleu, Nebra avec le rouge ou le Nexus Azophi avec le noir rapporte 1 PC de plus, même si le lieu ne donne ensuite rien.
beta-colony-rules-moons-heading = Les lunes
beta-colony-rules-moons-text = Gan De (acier ou matière organique), Jyo (nourriture ou palladium) et Nebra (polymère ou eau) donnent l'un de leurs deux matériaux, ou deux (identiques ou non) quand la valeur d'activation est de 5 ou plus. Vous en prenez exactement autant, ou autant qu'il y a de place : vous ne possédez jamais plus de 10 matériaux. Vient ensuite le matériau supplémentaire de votre plateau, si le plateau nomme cette lune, et sous C1C un polymère de plus à Nebra, chacun tant qu'il reste de la place.
beta-colony-rules-ridback-heading = Le Ridback
beta-colony-rules-ridback-text = Le Ridback donne du carburant : 1 pour une activation de 1 ou 2, 2 pour 3 ou 4, 3 pour 5 ou plus (1 de plus avec le plateau M3).
beta-colony-rules-manufactories-heading = Les Manufactures
beta-colony-rules-manufactories-text = La Manufacture de gauche et celle de droite vendent les modules de l'offre. La valeur d'activation désigne la rangée : 1 ou 2 la première rangée, 3 ou 4 la deuxième, 5 la troisième, 6 la quatrième ; 7 ou plus n'en ouvre aucune. Vous prenez un module de cette rangée, payez son coût d'acquisition (le matériau de sa couleur) et le matériau de la case libre sur laquelle vous le construisez (règle 7). Si vous pouvez construire, vous devez le faire ; vous ne construisez rien seulement si aucun module de la rangée ne peut être payé et placé. Un de vos équipages va sur le module (deux, ou aucun, pour certains modules), le module donne son bonus, l'offre est complétée depuis la pile, et vous gagnez de l'influence dans cette colonie (règle 7.4).
beta-colony-rules-nexus-heading = Le Nexus Azophi
beta-colony-rules-nexus-text = La valeur du dé n'a pas d'importance ici. Choisissez le ravitaillement (un matériau de votre choix, si vous avez de la place, et 1 carburant ; 2 carburants avec le plateau M3) ou construisez une réalisation culturelle (règle 9).

## 7 Construire sur Victus.
beta-colony-rules-building = Construire sur Victus
beta-colony-rules-spaces-heading = Cases libres
beta-colony-rules-spaces-text = Un module ou une tuile de réalisation se pose sur n'importe quelle case libre de n'importe quelle colonie ; une case accueille une seule tuile, et les tuiles ne bougent jamais. Les cases sont numérotées de 1 à 54 : 1–18 à Xi'an, 19–36 à Thebes, 37–54 à Cuzco.
beta-colony-rules-groups-heading = Groupes de trois
beta-colony-rules-groups-text = Les modules d'une même couleur qui se touchent forment un groupe. Aucun groupe ne peut compter plus de 3 modules après la pose d'un module, y compris quand le nouveau module réunit deux groupes. Les tuiles de réalisation n'ont pas de couleur et n'appartiennent à aucun groupe.
beta-colony-rules-outer-ring-heading = Les réalisations sur l'anneau extérieur
beta-colony-rules-outer-ring-text = Une tuile de réalisation se pose uniquement sur une case libre de l'anneau extérieur d'une colonie, jamais à côté du centre de la colonie.
beta-colony-rules-pod-influence-heading = L'influence d'un module
beta-colony-rules-pod-influence-text = Un module donne de l'influence dans sa colonie : son influence imprimée, plus 1 pour chaque autre module de son groupe, plus 1 sur l'anneau intérieur, plus 1 tant que C3B est active si vous l'avez acheté dans une Manufacture. Les tuiles de réalisation ne donnent pas d'influence.

## 8 Influence et bonus.
beta-colony-rules-influence = Influence et bonus
beta-colony-rules-tracks-heading = Les pistes
beta-colony-rules-tracks-text = Chaque colonie a une piste d'influence de 0 à 15, et chaque joueur un marqueur dessus. Chaque point d'influence fait avancer votre marqueur d'une case ; à 15, il s'arrête et l'influence supplémentaire dans cette colonie est perdue.
beta-colony-rules-bonuses-heading = Les bonus
beta-colony-rules-bonuses-text = Un marqueur qui atteint un bonus le prend aussitôt : un ou deux matériaux de votre choix, un artefact, 2 carburants, un de vos équipages sur n'importe quel module, 3 ou 6 PC, un module gratuit ou une réalisation gratuite.
beta-colony-rules-bonus-order-heading = Les choix de bonus se font dans l'ordre
beta-colony-rules-bonus-order-text = Quand un bonus demande un choix (quel matériau, quel module pour l'équipage, quelle colonie), ce choix se fait dans l'ordre où viennent les bonus : d'abord les étapes de l'action elle-même, puis chaque position de piste à mesure que le marqueur l'atteint. Un bonus qui ne peut rien donner ne demande rien. Les bonus ne sont pas facultatifs.
beta-colony-rules-crew-heading = Un équipage sur un module
beta-colony-rules-crew-text = Le bonus d'équipage place l'un de vos équipages sur un module, celui de n'importe quel joueur, y compris celui qui vient d'être construit ; jamais sur une tuile de réalisation.
beta-colony-rules-room-heading = La place pour les matériaux
beta-colony-rules-room-text = Les matériaux des bonus s'arrêtent aussi à 10 : s'il ne reste de la place que pour un seul, un bonus de deux matériaux en donne un.
beta-colony-rules-free-builds-heading = Constructions gratuites
beta-colony-rules-free-builds-text = Un module gratuit ou une réalisation gratuite se construit juste après l'action, une fois l'offre et les bâtiments complétés : vous pouvez donc choisir une tuile qui vient d'être révélée. Un module gratuit est n'importe quel module de l'offre, de n'importe quelle rangée, sur n'importe quelle case que permet la limite des groupes, sans rien payer ; une réalisation gratuite est n'importe quelle réalisation disponible, sur une case extérieure libre, sans rien payer. Ce qui ne peut pas être construit est perdu.

## 9 Réalisations culturelles.
beta-colony-rules-achievements = Réalisations culturelles
beta-colony-rules-available-heading = Ce qui est disponible
beta-colony-rules-available-text = Les quatre statues tant qu'elles ne sont pas construites, et le bâtiment du dessus de la pile ; quand il est construit, le suivant est révélé.
beta-colony-rules-build-achievement-heading = En construire une
beta-colony-rules-build-achievement-text = Vous pouvez en posséder 2 au plus. Une statue coûte trois artefacts ; un bâtiment coûte ses quatre matériaux. Vous payez aussi le matériau de la case. Un de vos équipages va sur la tuile, et un bâtiment donne aussitôt son bonus ; les PC viennent à la fin.

## 10 Les plateaux joueurs.
beta-colony-rules-mats = Les plateaux joueurs
beta-colony-rules-mats-text = M1 : 1 nourriture de plus à Jyo ; un dé d'activation noir compte comme un 6 sur une lune. M2 : 1 eau de plus à Nebra ; un dé d'activation noir ouvre toutes les rangées d'une Manufacture. M3 : 1 acier de plus à Gan De ; 1 carburant de plus au Ridback et au ravitaillement du Nexus. M4 : 1 matière organique de plus à Gan De ; deux matériaux identiques peuvent payer le coût d'acquisition d'un module. M5 : 1 palladium de plus à Jyo ; un dé de déplacement noir peut aller dans le sens antihoraire.

## 11 Cartes de cycle.
beta-colony-rules-cycle-cards = Cartes de cycle
beta-colony-rules-cycle-cards-text = Une carte par cycle est en jeu ; les trois sont visibles dès le début.
beta-colony-rules-card-bonuses-heading = Bonus
beta-colony-rules-card-bonuses-text = Le bonus de chaque carte agit pendant ses trois manches : un dé modifié à chaque manche (C1A, C3A), un matériau au début de la partie (C1B), du polymère en plus à Nebra (C1C), une influence au début du cycle 2 (C2A), le polymère qui paie comme n'importe quel matériau (C2B), une troisième colonne de modules (C2C), de l'influence en plus pour un module acheté (C3B), ou une unité de plus payée contre 2 PC quand vous construisez un module acheté (C3C).
beta-colony-rules-goals-heading = Objectifs
beta-colony-rules-goals-text = À la fin de la dernière manche de son cycle, chaque joueur qui remplit l'objectif de la carte gagne ses PC.

## 13 La fin.
beta-colony-rules-end = La fin
beta-colony-rules-end-text = Après la manche 9, chacun ajoute 1 PC par artefact, ses réalisations et, dans chaque colonie, un bonus de majorité selon le nombre d'équipages qu'il y a de plus que le joueur qui en a le moins (1 de plus : 1 PC, 2 : 3, 3 : 6, 4 : 10, 5 ou plus : 15). En cas d'égalité, l'emporte le joueur qui a le plus d'équipages sur Victus.

## Les pièces, les composants de cette édition et sa lecture des règles.
beta-colony-rules-pieces = Les pièces
beta-colony-rules-pieces-text = Les pièces telles que la page de la partie les dessine : chaque couleur va avec une lettre ou une forme.
beta-colony-rules-symbols = Tous les symboles du plateau
beta-colony-rules-edition = L'édition Turnpost
beta-colony-rules-edition-text = Les règles sont celles du jeu ; le plateau et les cartes imprimés ne sont pas publiés, ces composants ont donc été conçus pour cette édition et portent la mention « Turnpost edition » partout où ils apparaissent :
# Après chaque composant de la liste, entre parenthèses : la mention que
# portent les images, qui restent en anglais.
beta-colony-rules-edition-mark = Turnpost edition
beta-colony-rules-readings = Comment cette édition lit les règles

# The game in one line, as the lists of games show it.
beta-colony-summary = Pilotez votre vaisseau sur l'orbite avec les dés que vous draftez, et bâtissez les colonies de Victus pour gagner des points de confiance.
