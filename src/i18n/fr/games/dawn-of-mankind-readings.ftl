# Dawn of Mankind (dawn-of-mankind) : les listes de la page d'aide sur les règles (templates/games/dawn_of_mankind/rules.html) :
# comment cette édition lit les règles, les composants conçus pour cette édition et les règles que citent les messages du jeu.
# Les termes du jeu sont ceux de dawn-of-mankind.ftl. Le joueur est vouvoyé.

## Comment cette édition lit les règles : un titre et un texte par lecture, par code.
# D1–D27 : les lectures de la section 15 de la conception ; T1–T8 : celles que le moteur a choisies là où la page de conception ne dit rien.
# RC est la première zone d'attente (colonne I).
dawn-of-mankind-reading-D1-title = De deux à cinq joueurs
dawn-of-mankind-reading-D1-text = La partie accueille de 2 à 5 joueurs : la boîte contient cinq plateaux d'inventaire, cinq cartes de mise en place et huit meeples de chacune des cinq couleurs.
dawn-of-mankind-reading-D2-title = Le premier joueur est tiré au sort
dawn-of-mankind-reading-D2-text = Le premier joueur est tiré au sort à la création de la partie, au lieu de demander qui a manié une massue en dernier.
dawn-of-mankind-reading-D3-title = La mise en place avance un joueur à la fois
dawn-of-mankind-reading-D3-text = La mise en place compte quatre tours de table. À chaque tour de table, chaque joueur accomplit une tâche de mise en place, l'un après l'autre, dans le sens inverse des aiguilles d'une montre à partir du joueur à droite du premier joueur ; le premier joueur est donc le dernier à chaque tour de table.
dawn-of-mankind-reading-D4-title = La répartition compte les meeples de tous
dawn-of-mankind-reading-D4-text = Quand un meeple de la mise en place doit aller dans la zone d'attente qui a le moins de meeples, on compte les meeples de tous les joueurs, pas seulement les vôtres.
dawn-of-mankind-reading-D5-title = Vous pouvez aller là où vous ne pouvez pas payer
dawn-of-mankind-reading-D5-text = Il est permis de se déplacer sur une tuile dont vous ne pouvez pas payer l'action ; l'action n'a simplement pas lieu, mais le délogement, si.
dawn-of-mankind-reading-D6-title = Les actions sont obligatoires, les icônes facultatives
dawn-of-mankind-reading-D6-text = Si vous pouvez payer l'action d'une tuile, vous devez la réaliser. Les icônes de progrès, d'art et de nouveau-né d'une tuile sont toujours à votre choix.
dawn-of-mankind-reading-D7-title = Les nouveau-nés des chemins sont automatiques
dawn-of-mankind-reading-D7-text = Une icône de nouveau-né sur un chemin vous donne un nouveau-né chaque fois que c'est permis ; une icône de nouveau-né sur une tuile est à votre choix.
dawn-of-mankind-reading-D8-title = Le meeple qui se déplace n'est pas dans la première zone
dawn-of-mankind-reading-D8-text = Quand on vérifie la limite de la première zone (RC) pour un nouveau-né de chemin, le meeple en route ne compte plus comme étant dans sa zone d'attente.
dawn-of-mankind-reading-D9-title = Les Anciens délogés rentrent chez eux
dawn-of-mankind-reading-D9-text = Un meeple délogé d'une tuile des Anciens retourne sur le plateau d'inventaire de son propriétaire.
dawn-of-mankind-reading-D10-title = L'art du chemin passe en premier
dawn-of-mankind-reading-D10-text = L'art d'un chemin est créé avant le délogement et avant l'action de la tuile : ce que donne la tuile ne peut donc pas servir à le payer.
dawn-of-mankind-reading-D11-title = Un nom ne s'acquiert qu'une fois
dawn-of-mankind-reading-D11-text = Vous ne pouvez jamais prendre une seconde carte d'un nom que vous possédez déjà, même quand la première est recouverte. Les cartes recouvertes rapportent quand même des points à la fin.
dawn-of-mankind-reading-D12-title = Les cases nommées n'acceptent que leur propre carte
dawn-of-mankind-reading-D12-text = Seules les cartes cuisine, religion et art du conte vont sur ces trois cases du plateau d'inventaire ; toute autre carte va dans l'un des trois emplacements, éventuellement par-dessus une carte qui s'y trouve.
dawn-of-mankind-reading-D13-title = La religion double les deux moitiés
dawn-of-mankind-reading-D13-text = La carte religion rapporte à la fin 2 PV par 2 nourritures et 4 PV par 2 outils ou peaux.
dawn-of-mankind-reading-D14-title = Seul votre propre tour peut terminer la partie
dawn-of-mankind-reading-D14-text = On ne vérifie les 60 PV que pour le joueur qui vient de jouer, à la fin de son tour, et seuls ses jetons de PV comptent ; les bonus de fin de partie viennent ensuite.
dawn-of-mankind-reading-D15-title = Les égalités peuvent être partagées
dawn-of-mankind-reading-D15-text = Les joueurs encore à égalité après comparaison de leurs meeples sur le plateau partagent la place ; l'épreuve physique d'empilement ne peut pas se jouer ici.
dawn-of-mankind-reading-D16-title = Les PV restent secrets
dawn-of-mankind-reading-D16-text = Votre total de PV, et chaque quantité de PV que vous marquez ou payez, sont cachés aux autres joueurs jusqu'à la fin de la partie. Le journal dit ce que vous avez fait, jamais combien de PV cela vous a rapporté.
dawn-of-mankind-reading-D17-title = Chasse au mammouth renvoie le chasseur chez lui
dawn-of-mankind-reading-D17-text = Sur Chasse au mammouth, le meeple qui a agi retourne sur le plateau d'inventaire de son propriétaire après avoir payé, et la tuile reste vide. Si l'outil ne peut pas être payé, le meeple reste.
dawn-of-mankind-reading-D18-title = Le plafond de 8 vient en dernier
dawn-of-mankind-reading-D18-text = Les bonus de progrès s'ajoutent d'abord, puis chaque ressource est plafonnée à 8 ; l'excédent est perdu.
dawn-of-mankind-reading-D19-title = Vous choisissez le mélange de nourriture
dawn-of-mankind-reading-D19-text = Chaque fois que de la nourriture est payée (sur une tuile ou en cuisinant), vous choisissez combien de fruits et combien de viande.
dawn-of-mankind-reading-D20-title = Se reposer est toujours permis
dawn-of-mankind-reading-D20-text = Vous pouvez vous reposer même sans aucun meeple sur aucune tuile.
dawn-of-mankind-reading-D21-title = Agrandir la tribu demande un meeple sur le plateau d'inventaire
dawn-of-mankind-reading-D21-text = Vous ne pouvez agrandir votre tribu que s'il reste un meeple sur votre plateau d'inventaire ; un joueur n'en a jamais plus de 8.
dawn-of-mankind-reading-D22-title = La répartition ne vaut que pour la mise en place
dawn-of-mankind-reading-D22-text = Seuls les meeples de la mise en place dans les colonnes II et III doivent aller dans une zone d'attente qui a le moins de meeples. En cours de partie, une zone d'attente accueille n'importe quel nombre de meeples.
dawn-of-mankind-reading-D23-title = Turnpost termine les parties bloquées et joue les tours forcés
dawn-of-mankind-reading-D23-text = Si tous les joueurs se reposent à la suite sans que rien ne change, la partie prend fin et est décomptée. Quand vous n'avez qu'un seul coup possible, il est joué pour vous aussitôt.
dawn-of-mankind-reading-D24-title = Les Anciens n'attendent jamais sur le rivage
dawn-of-mankind-reading-D24-text = Les Anciens qui se reposent ou sont délogés quittent aussitôt le plateau pour le plateau d'inventaire de leur propriétaire.
dawn-of-mankind-reading-D25-title = Les cartes bonus ajoutent un par gain
dawn-of-mankind-reading-D25-text = Les cartes chasse, cueillette, taille du silex et tannage ajoutent une unité chaque fois qu'une tuile donne cette ressource, quel que soit le nombre d'unités que donne la tuile.
dawn-of-mankind-reading-D26-title = De la viande, pas du poisson
dawn-of-mankind-reading-D26-text = La ressource de nourriture autre que les fruits s'appelle ici la viande ; une critique l'appelle poisson.
dawn-of-mankind-reading-D27-title = Trois effets de cartes sont les nôtres
dawn-of-mankind-reading-D27-text = Abri, art des sages-femmes et conservation sont des cartes de l'édition Turnpost : elles changent la limite de la première zone (RC), le prix pour agrandir la tribu et les limites de conservation.
dawn-of-mankind-reading-T1-title = Le « type » de la page de conception est accepté
dawn-of-mankind-reading-T1-text = Les envois utilisent le champ « kind » comme tous les jeux de Turnpost ; « type » est accepté comme le même champ.
dawn-of-mankind-reading-T2-title = Des icônes seulement sur les faces réalisées
dawn-of-mankind-reading-T2-text = L'icône d'une tuile n'est proposée qu'une fois son action réalisée. Toutes les tuiles de l'édition Turnpost qui portent une icône n'ont rien à payer : cela ne retire donc jamais une icône.
dawn-of-mankind-reading-T3-title = Un délai dépassé pendant la mise en place
dawn-of-mankind-reading-T3-text = Si votre date limite passe pendant la mise en place, la carte de mise en place de plus petit numéro sur la table est prise pour vous ; une fois que vous en avez une, un meeple va dans la plus basse des colonnes que vous n'avez pas remplies, dans la zone d'attente autorisée de plus petit numéro.
dawn-of-mankind-reading-T4-title = Classement d'une partie inachevée
dawn-of-mankind-reading-T4-text = Une partie arrêtée avant la fin est classée selon le score qu'elle aurait maintenant : les PV plus les bonus de fin de partie, avec les mêmes départages.
dawn-of-mankind-reading-T5-title = Agrandir la tribu compte les Anciens qui rentrent
dawn-of-mankind-reading-T5-text = Le droit d'agrandir la tribu est vérifié après le retour de vos Anciens au repos sur le plateau d'inventaire : l'un d'eux peut donc être le meeple qui rejoint la première zone (RC).
dawn-of-mankind-reading-T6-title = Troc profite du bonus
dawn-of-mankind-reading-T6-text = Les trois unités que donne Troc sont un gain de tuile : la carte chasse, cueillette, taille du silex ou tannage leur ajoute donc une unité.
dawn-of-mankind-reading-T7-title = L'art a sa ligne dans le journal
dawn-of-mankind-reading-T7-text = Quand la dernière ligne d'une carte est utilisée, le journal dit quelle carte est passée sous la pioche et laquelle a été piochée, comme le verrait n'importe qui autour d'une table ; l'ordre de la pioche reste caché.
dawn-of-mankind-reading-T8-title = Les tours automatiques sont notés
dawn-of-mankind-reading-T8-text = Un tour joué pour vous parce que c'était le seul possible est marqué comme automatique dans le journal.

## Édition Turnpost : les composants conçus pour cette édition, un par ligne de la liste.
dawn-of-mankind-rules-edition-board = les chemins, les icônes et les sorties du plateau
dawn-of-mankind-rules-edition-tiles = les 19 tuiles action et leurs 27 faces
dawn-of-mankind-rules-edition-progress = les coûts des 44 cartes Progrès et les effets de tous les noms sauf religion et art du conte
dawn-of-mankind-rules-edition-art = les 8 cartes Art
dawn-of-mankind-rules-edition-setup = les 5 cartes de mise en place
dawn-of-mankind-rules-edition-cooking = la case imprimée de la cuisine (3 nourritures pour 3 PV)

## Les règles que citent les messages du jeu, dans nos propres mots, par numéro de règle.
# Le « . » d'un numéro de règle ne peut pas figurer dans un id : il s'écrit « - » (la règle 0.9 est dawn-of-mankind-rules-cited-0-9).
dawn-of-mankind-rules-cited-0-9 = Payer de la nourriture : la nourriture, ce sont les fruits et la viande, dans n'importe quel mélange qui atteint le montant demandé.
dawn-of-mankind-rules-cited-2-6 = Mise en place : chaque joueur prend une carte de mise en place et place un meeple de son plateau d'inventaire dans chacune des colonnes I, II et III, toujours dans une zone d'attente de cette colonne qui a le moins de meeples.
dawn-of-mankind-rules-cited-3-3 = Une fois la mise en place terminée, un tour est soit un déplacement le long d'un chemin, soit un repos.
dawn-of-mankind-rules-cited-5-1 = Un déplacement part d'une zone d'attente où se trouve l'un de vos meeples et se termine sur une tuile où vous n'avez pas encore de meeple.
dawn-of-mankind-rules-cited-5-7 = Un déplacement indique d'un coup tous les choix dont il a besoin : l'art créé en chemin, la nourriture payée, le troc, la carte Progrès, l'art créé sur la tuile, un nouveau-né.
dawn-of-mankind-rules-cited-6-6 = Un nouveau-né demande un meeple sur votre plateau d'inventaire et de la place pour lui dans la première zone d'attente.
dawn-of-mankind-rules-cited-6-7 = Troc : donnez 2 d'une ressource et prenez-en 3 d'une autre.
dawn-of-mankind-rules-cited-7-1 = Créer une œuvre coûte ce qu'indique la ligne actuelle de l'art ; vous la payez en entier ou vous ne créez rien.
dawn-of-mankind-rules-cited-8-2 = Chaque nom de carte Progrès ne peut être acquis qu'une fois, même quand une carte ultérieure le recouvre.
dawn-of-mankind-rules-cited-8-3 = Une carte Progrès coûte ce qu'indique la carte du dessus de sa pile et va dans un emplacement de votre plateau d'inventaire, ou sur sa propre case pour la cuisine, la religion et l'art du conte.
dawn-of-mankind-rules-cited-9-2 = Cuisiner en se reposant paie la nourriture que demande la carte cuisine contre des PV.
dawn-of-mankind-rules-cited-9-3 = Agrandir la tribu en se reposant coûte des PV et amène un meeple de votre plateau d'inventaire dans la première zone d'attente, s'il y a de la place.
dawn-of-mankind-rules-cited-9-5 = Un repos indique ce qu'il cuisine, s'il cuisine.
