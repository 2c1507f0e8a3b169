# Origins : How We Became Human (nom de registre `origins`) : les textes de sa page d'aide aux
# règles (templates/games/origins/rules.html). Le balisage reste dans le gabarit : une phrase avec
# <strong> est coupée à ses bords, et le deux-points après les mots en gras est un message à part
# (précédé d'une espace insécable). Les noms des composants et les termes sont ceux de
# games/origins.ftl (Anciens, Unités, Unité Ère, carte cerveau, carte idée, carte publique,
# enchères, métropole, âge sombre...).

## Le titre de la page et le jeu en bref.
origins-rules-title = Origins : aide aux règles
origins-rules-colon = { "\u00A0" }:
origins-rules-brief-heading = Origins en bref
origins-rules-brief =
    Chaque joueur mène une espèce humaine hors d'Afrique et à travers le monde, au fil de trois
    ères. Votre carte cerveau décide de ce en quoi votre espèce excelle et de la façon dont elle
    marque des points ; les Anciens sont ceux qui font avancer les choses ; les Unités migratrices
    se répandent sur la carte et s'installent en métropoles. La partie se termine quand l'Unité Ère
    d'un joueur atteint le bout de sa piste ou quand la limite de tours est atteinte ; le score le
    plus élevé l'emporte.

## Un tour et ses sept phases.
origins-rules-turn-heading = Un tour
origins-rules-turn =
    Seul le joueur actif joue un tour, en sept phases. Les autres joueurs répondent en chemin à
    des questions : enchères, passage à travers leurs Unités, commerce, révolutions, barbares.
origins-rules-innovation = Innovation
origins-rules-innovation-text =
    dépensez des actions Innovation pour les actions que votre ère permet (piocher des cartes,
    réinitialisations, déplacer des Unités Cerveau, domestication, une nouvelle carte cerveau...).
    Les offres d'aide étrangère donnent des Anciens à un autre joueur pour ses dépenses.
origins-rules-catastrophes = Catastrophes
origins-rules-catastrophes-text =
    les cartes piochées pendant ce tour peuvent apporter des éruptions volcaniques, des
    changements de climat et des maladies ; s'il y en a plusieurs, vous choisissez leur ordre.
origins-rules-cards = Cartes
origins-rules-cards-text =
    jouez des cartes idée sur l'une de leurs faces pour leurs icônes, ou mettez des cartes
    publiques aux enchères ; le gagnant paie en Anciens, les siens et ceux que d'autres joueurs
    lui ont promis.
origins-rules-chaos = Chaos
origins-rules-chaos-text =
    un lancer de stabilité ; un échec coûte des Unités ou fait entrer l'Unité Ère dans un âge
    sombre.
origins-rules-population = Population
origins-rules-population-text =
    incorporation, commerce, urbanisation, raids des Sabine, accroissement de population et
    migration, avec des batailles là où des Unités se rencontrent.
origins-rules-sieges = Sièges
origins-rules-sieges-text = attaquez les métropoles voisines de vos Unités.
origins-rules-starvation = Famine
origins-rules-starvation-text = les Unités au-delà de ce que la terre peut nourrir sont perdues.

## Jouer sur ce site.
origins-rules-playing-heading = Jouer ici
origins-rules-playing =
    Pendant votre tour, la page de la partie vous demande ce que vous faites, une courte question
    à la fois : quelle action, puis quelle Unité, où elle va (touchez l'endroit sur la carte
    dessinée autour de vos options, ou choisissez son nom dans la liste), par quel chemin, comment
    elle passe les Unités sur sa route, et qui paie. Les lieux sont nommés par leur hexagone et
    leur coin (« Égypte, nord ») ; chaque carte montre ce que font ses deux faces. Avant que quoi
    que ce soit ne compte, la page montre ce que votre décision va changer, avec Confirmer et
    Modifier. Une décision qui lance un dé, mélange ou pioche dans une pile n'y est pas jouée,
    pour que personne ne connaisse à l'avance un dé ou une carte. Une action que les règles ne
    vous permettent pas maintenant est affichée en grisé, avec la raison.

## Les pièces et les symboles de la carte (les images viennent du jeu).
origins-rules-pieces-heading = Les pièces
origins-rules-pieces = Les pièces telles que la page de la partie les dessine : chaque couleur s'accompagne d'une lettre ou d'une forme.
origins-rules-legend = Tous les symboles de la carte

## Ce que cette édition a conçu, simplifie et interprète (les listes viennent du jeu).
origins-rules-edition-heading = Édition Turnpost
origins-rules-edition =
    La carte, les plateaux et les cartes imprimés ne sont pas publiés ici : le dessin de la carte,
    les plateaux, le texte des cartes et les symboles ont été conçus pour cette édition et portent
    la mention « édition Turnpost » partout où ils apparaissent.
origins-rules-edition-map = La carte du monde et ses régions (édition Turnpost)
origins-rules-edition-mats = Les fiches Démographie et les cartes cerveau en plateaux (édition Turnpost)
origins-rules-edition-cards = Les textes et les icônes des cartes (édition Turnpost)
origins-rules-edition-symbols = Les symboles de la légende (édition Turnpost)
origins-rules-simplifications-heading = Ce que cette édition simplifie
origins-rules-readings-heading = Comment cette édition interprète les règles
