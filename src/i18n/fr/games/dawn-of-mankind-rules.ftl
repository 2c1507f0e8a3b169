# Dawn of Mankind (dawn-of-mankind) : la page d'aide sur les règles (templates/games/dawn_of_mankind/rules.html).
# Là où une phrase porte des balises, elle est coupée à leurs bords ; le gabarit garde les balises.
# Les termes du jeu sont ceux de dawn-of-mankind.ftl.

dawn-of-mankind-rules-title = Dawn of Mankind : aide sur les règles
dawn-of-mankind-rules-heading-brief = Dawn of Mankind en bref
dawn-of-mankind-rules-intro = Chaque joueur mène un clan de meeples tout au long d'une vie : enfance, âge adulte et vieillesse. Les meeples parcourent les chemins d'un plateau commun, récoltent nourriture et matériaux, créent de l'art et acquièrent des progrès. Dès qu'un joueur termine un tour avec 60 points de victoire (PV) ou plus, la partie prend fin.

## Étapes de la vie.
dawn-of-mankind-rules-heading-stages = Étapes de la vie
dawn-of-mankind-rules-stages-text = Le plateau est organisé en colonnes, de l'enfance à la vieillesse. Les meeples attendent dans des zones d'attente et avancent le long des chemins jusqu'aux tuiles action ; un meeple qui quitte une tuile des Anciens retourne sur le plateau d'inventaire de son propriétaire, et les meeples du plateau d'inventaire peuvent revenir en jeu comme nouveau-nés.

## Mise en place.
dawn-of-mankind-rules-heading-setup = Mise en place
dawn-of-mankind-rules-setup-text = La mise en place se fait en quatre tours de table ; à chaque tour de table, chaque joueur accomplit une tâche, l'un après l'autre, le premier joueur en dernier. Vous prenez l'une des cartes de mise en place disposées sur la table, et vous placez des meeples de votre plateau d'inventaire dans les zones d'attente que la mise en place autorise.

## Un tour : une liste de trois choix, chacun avec son nom en gras.
dawn-of-mankind-rules-heading-turn = Un tour
# « <strong>Déplacez</strong> l'un de vos meeples… »
dawn-of-mankind-rules-move = Déplacez
dawn-of-mankind-rules-move-text = l'un de vos meeples depuis une zone d'attente, le long d'un chemin, jusqu'à une tuile. Le meeple d'un autre joueur qui se trouve sur cette tuile en est délogé.
# « <strong>Réalisez la tuile</strong> : si vous pouvez payer… » (le texte suit directement le gras, en commençant par sa ponctuation).
dawn-of-mankind-rules-perform = Réalisez la tuile
dawn-of-mankind-rules-perform-text = { " " }: si vous pouvez payer son action, vous devez la réaliser. Les icônes du chemin ou de la tuile offrent de l'art, un progrès ou un nouveau-né ; celles de la tuile sont à votre choix.
# « Ou bien <strong>reposez-vous</strong> à la place : vos meeples… »
dawn-of-mankind-rules-rest-or = Ou bien
dawn-of-mankind-rules-rest = reposez-vous
dawn-of-mankind-rules-rest-text = à la place : vos meeples sur les tuiles les quittent par leurs sorties (les Anciens rentrent sur le plateau d'inventaire) ; puis cuisinez 3 nourritures contre des PV, agrandissez la tribu (cédez toute votre nourriture et quelques PV pour mettre en jeu un meeple de votre plateau d'inventaire), ou ne faites ni l'un ni l'autre. La viande et les fruits au-delà des limites de conservation se gâtent.
dawn-of-mankind-rules-cards-text = Les cartes Art rapportent des PV ; les cartes Progrès remplissent les emplacements de votre plateau d'inventaire et changent ce que vous rapportent vos actions. Si tous les joueurs se reposent à la suite sans que rien ne change, la partie est bloquée et prend fin.

## Décompte final.
dawn-of-mankind-rules-heading-scoring = Décompte final
dawn-of-mankind-rules-scoring-text = À la fin, l'art du conte rapporte des PV pour les cartes Progrès acquises et les meeples sur le plateau, et la religion rapporte des PV pour les ressources restantes. Le joueur qui a le plus de PV gagne ; le classement montre d'où viennent les points de chaque joueur.

## Les pièces et les symboles, en images.
dawn-of-mankind-rules-heading-pieces = Les pièces (édition Turnpost)
dawn-of-mankind-rules-pieces-text = Les pièces telles que la page de la partie les dessine : chaque couleur va avec une forme et une lettre.
dawn-of-mankind-rules-legend = Tous les symboles du plateau

## Édition Turnpost : la liste des composants conçus pour cette édition.
dawn-of-mankind-rules-heading-edition = Édition Turnpost
dawn-of-mankind-rules-edition-text = Les règles sont celles du jeu ; ces composants ont été conçus pour cette édition et portent la mention « édition Turnpost » partout où ils apparaissent :
# Après chaque composant de la liste, entre parenthèses : « Board (édition Turnpost) ».
dawn-of-mankind-rules-edition-label = édition Turnpost

## Les règles que citent les messages du jeu, et comment cette édition lit les règles.
dawn-of-mankind-rules-heading-cited = Les règles auxquelles renvoient les messages
dawn-of-mankind-rules-cited-text = Quand le jeu refuse un choix, son message cite l'une de ces règles.
# $number : le numéro de la règle, « 5.1 ».
dawn-of-mankind-rules-rule = Règle { $number }
dawn-of-mankind-rules-heading-readings = Comment cette édition lit les règles
