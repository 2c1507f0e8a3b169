# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Humanity (nom de registre `humanity`) : les mots dessinés dans la station, les pistes, les bases
# et la légende. Il n'existe pas de traduction officielle : ceci est une traduction de Turnpost.
# Termes (comme dans humanity-play.ftl) : astronaute, module, hangar, bras, expérience, mission,
# serre, labo ; PT (points de travail), PR (points de recherche), PV (points de victoire).
# Les lettres des ressources (I, M, N, O, A, P, E) et les noms des cases (M13) restent les codes
# imprimés. Textes courts : ils tiennent dans les cartes des hangars.

## Joueurs, points

humanity-pic-seat = Place { $n }
humanity-pic-vp = { $n } PV
humanity-pic-rp = { $n } PR
humanity-pic-wp-short = { $n }PT
humanity-pic-rp-plus = +{ $n }PR
humanity-pic-vp-plus = +{ $n }PV
humanity-pic-none = aucune

## La station

humanity-pic-station-label = La station en année { $year }, manche { $round } : le bras est au hangar { $hangar }
humanity-pic-station-label-to-play = {" "}; à { $who } de jouer
humanity-pic-choose-hangar = Choisir le hangar { $n }
humanity-pic-hangar = Hangar { $n }
humanity-pic-hangar-arm = , le bras
humanity-pic-hangar-offset = , décalage +{ $n }
humanity-pic-hangar-cross = , défaussé en fin de manche
humanity-pic-hangar-module = {" "}: { $module }, coût { $cost }
humanity-pic-cost-part = { $n } { $res }
humanity-pic-cost-nothing = rien
humanity-pic-hangar-short = H{ $n }
humanity-pic-arm = BRAS
humanity-pic-no-module = aucun module
humanity-pic-empty = vide
humanity-pic-free = gratuit
humanity-pic-any = tous
humanity-pic-exp-taken = exp. { $n } : prise
humanity-pic-station-astronaut = { $who } : astronaute, { $wp } PT
humanity-pic-side-l = G
humanity-pic-side-c = C
humanity-pic-side-r = D
humanity-pic-shape-round = ronde
humanity-pic-shape-rect = rect.
humanity-pic-shape-octagonal = octog.
humanity-pic-shape-wild = joker
humanity-pic-short-generator = Générateur
humanity-pic-short-plant = Usine
humanity-pic-short-time = Accél. tps
humanity-pic-short-comm = Comm.
humanity-pic-short-greenhouse = Serre
humanity-pic-short-drone = Drones
humanity-pic-short-adv-lab = Labo av.
humanity-pic-short-lab = Labo

## Le moyeu de la station

humanity-pic-year = Année { $n }
humanity-pic-round = Manche { $n }
humanity-pic-hub-to-play = joue
humanity-pic-hub-placing-1 = Placement des
humanity-pic-hub-placing-2 = astronautes
humanity-pic-game-over = Partie finie
humanity-pic-deck = pioche : { $n }

## Une base

humanity-pic-no-player = Joueur inconnu
humanity-pic-base-label = Base de { $who } : { $vp } PV, { $rp } PR
humanity-pic-square = Carré complet
humanity-pic-to-place = Astronaute à poser ici ({ $cell })
humanity-pic-choose-cell = Choisir { $cell }
humanity-pic-tile-module = {" "}: { $module }
humanity-pic-tile-colour = , { $colour } ({ $symbol })
humanity-pic-tile-makes = , produit { $res }, stock { $stock }/3
humanity-pic-tile-wp = , { $n } PT pour l'activer
humanity-pic-obstacle = { $cell } : obstacle, résistance { $resistance }
humanity-pic-at-cell = { $cell } : { $what }
humanity-pic-astronaut-active = astronaute { $n }, { $wp } PT, actif
humanity-pic-astronaut-exhausted = astronaute { $n }, { $wp } PT, épuisé
humanity-pic-away = Dehors :
humanity-pic-returning = en retour
humanity-pic-experiments = Expériences ({ $n })
humanity-pic-missions = Missions :{" "}

## Les pistes

humanity-pic-tracks-label = Pistes de score et de recherche
humanity-pic-rp-scale = PR
humanity-pic-science-hidden = science cachée
humanity-pic-science = science { $n }
humanity-pic-score = score { $n }
humanity-pic-first-player = 1er joueur
humanity-pic-placing = placement
humanity-pic-to-play = à jouer
humanity-pic-placed = placé
humanity-pic-rank = { $n ->
        [one] 1er
       *[other] { $n }e
    }

## La légende

humanity-pic-legend-label = Légende des symboles du plateau de Humanity
humanity-pic-legend-title = Légende
humanity-pic-legend-orange = Module orange : engrenage
humanity-pic-legend-blue = Module bleu : robot
humanity-pic-legend-green = Module vert (serre) : pousse
humanity-pic-legend-purple = Module violet (labo) : fiole
humanity-pic-legend-comm-1 = Module de communication : orange ou
humanity-pic-legend-comm-2 = bleu, au choix lors du déploiement
humanity-pic-legend-basic = De base : I glace, M méthane, N insectes
humanity-pic-legend-advanced-1 = Avancées : O oxygène, A aircarbone,
humanity-pic-legend-advanced-2 = P protéines ; E électricité (en lettres)
humanity-pic-legend-module-1 = Module d'une base : ce qu'il produit (en
humanity-pic-legend-module-2 = haut à droite), PT pour l'activer (disque
humanity-pic-legend-module-3 = blanc), stock (points pleins, 3 au plus)
humanity-pic-legend-obstacle-1 = Obstacle (hachuré) : le nombre est la
humanity-pic-legend-obstacle-2 = résistance restante
humanity-pic-legend-active-1 = Astronaute actif : sa valeur de travail (PT) ;
humanity-pic-legend-active-2 = « 2/3 » = 2 de ses 3 PT restent cette manche
humanity-pic-legend-exhausted = Astronaute épuisé : creux, pointillé, « z »
humanity-pic-legend-players-1 = Joueurs : couleur, sa forme et sa lettre
humanity-pic-legend-players-2 = (cercle, carré, losange, hexagone)
humanity-pic-legend-square = Carré complet : quatre modules en 2×2
humanity-pic-legend-cell-1 = Une case à choisir maintenant, avec son nom
humanity-pic-legend-cell-2 = (colonnes en lettres, rangées en chiffres)
humanity-pic-legend-cross-1 = Croix blanche (hangars +1 et +2) : le module
humanity-pic-legend-cross-2 = y est défaussé en fin de manche
humanity-pic-legend-arm-1 = Le hangar du bras. « H5 +3 » : hangar 5,
humanity-pic-legend-arm-2 = trois pas après le bras (sens horaire)
humanity-pic-legend-side-1 = Côté d'expérience : G gauche, C centre,
humanity-pic-legend-side-2 = D droite ; l'emplacement k fait face au hangar +k
humanity-pic-legend-effects-1 = Effets : sablier = 2 unités de temps ;
humanity-pic-legend-effects-2 = flèche circulaire = réactiver vos astronautes
humanity-pic-legend-shapes-1 = Formes de serre : ronde, rectangulaire,
humanity-pic-legend-shapes-2 = octogonale, joker (*). PT points de travail,
humanity-pic-legend-shapes-3 = PR points de recherche, PV points de victoire
