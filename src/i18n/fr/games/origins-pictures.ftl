# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Marques, terrains et bords (paint)
origins-pic-player-n = Joueur { $n }
origins-pic-terrain-letter-plain = Te
origins-pic-terrain-letter-grass = H
origins-pic-terrain-letter-savanna = S
origins-pic-terrain-letter-tundra = To
origins-pic-terrain-letter-shelf = PC
origins-pic-terrain-plain = terre
origins-pic-terrain-grass = herbages
origins-pic-terrain-savanna = savane
origins-pic-terrain-tundra = toundra
origins-pic-terrain-shelf = plateau continental (mer peu profonde)
origins-pic-terrain-ocean = océan
origins-pic-edge-L = bord terrestre
origins-pic-edge-S = bord de plateau (côtes et hauts-fonds)
origins-pic-edge-O = bord océanique (haute mer)
origins-pic-edge-W = détroit blanc
origins-pic-edge-R = détroit rouge

## La carte (board_map)
origins-pic-status = Tour de jeu { $turn } sur { $cap } au plus · climat : { $savanna }, { $grassland }, { $glacial } · pioches d'ère { $era1 }, { $era2 }, { $era3 }
origins-pic-map-label = Origins : la carte. { $status }
origins-pic-window-label = Origins : la carte autour de { $place }, pour choisir
origins-pic-half-west = Ouest : les Amériques, l'Europe et l'Afrique
origins-pic-half-east = Est : l'Asie, la Sonde et le Sahul
origins-pic-feature-animal = An
origins-pic-feature-plant = Pl
origins-pic-feature-resource = Re
origins-pic-metropolis-mark = M{ $letter }
origins-pic-extinct-short = ét.
origins-pic-extinct = éteint
origins-pic-unit = Une unité de { $who } ({ $letter }) en { $place }
origins-pic-totals = { $who } : { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }, { $elders ->
        [one] { $elders } Ancien
       *[other] { $elders } Anciens
    }
origins-pic-totals-metropolises = { $n ->
        [one] , une métropole en { $places }
       *[other] , des métropoles en { $places }
    }
origins-pic-totals-enslaved = , asservi par { $who }

## La liste de la carte
origins-pic-list-everyone = Tous les joueurs
origins-pic-list-at-sea = En mer
origins-pic-list-units = { $n ->
        [one] une unité
       *[other] des unités
    } en { $places }
origins-pic-list-metropolises = { $n ->
        [one] une métropole
       *[other] des métropoles
    } en { $places }
origins-pic-region-americas = Les Amériques
origins-pic-region-europe = Europe
origins-pic-region-africa = Afrique
origins-pic-region-near-east = Le Proche-Orient et l'Inde
origins-pic-region-siberia = La Sibérie et les steppes
origins-pic-region-east-asia = Asie de l'Est, Sonde et Sahul

## Les fiches d'un joueur (board_mat)
origins-pic-no-player = Ce joueur n'existe pas.
origins-pic-no-player-label = Origins : ce joueur n'existe pas
origins-pic-mat-label = Origins : les fiches de { $who }
origins-pic-score-now = Score actuel : { $n }
origins-pic-score-final = Score final : { $score }, rang { $rank }
origins-pic-enslaved-to = Asservi par { $who }
origins-pic-brain-heading = Carte cerveau { $species } · Ère { $era }
origins-pic-brain-limbic = Limbique
origins-pic-brain-hippocampus = Hippocampe
origins-pic-brain-wernicke = Wernicke
origins-pic-brain-broca = Broca
origins-pic-brain-neocortex = Neocortex
origins-pic-instinct-social = social
origins-pic-instinct-nature = nature
origins-pic-instinct-tech = techno
origins-pic-instinct-language = langage
origins-pic-age-dark = sombre
origins-pic-age-golden = d'or
origins-pic-age-now = actuel
origins-pic-era-unit-in = Unité Ère sur { $space }
origins-pic-demography = Démographie
origins-pic-numbers = Nombre Innovation { $innovation } · nombre Population { $population }
origins-pic-capacity = Capacité { $capacity } · { $on_map } sur la carte
origins-pic-elders-own = les siens
origins-pic-elders-guests-of = travailleurs immigrés de { $who } ({ $letter })
origins-pic-elders-guests = travailleurs immigrés ({ $letter })
origins-pic-elders-pool = { $whose } : { $ready } prêts, { $spent } dépensés
origins-pic-elders = Anciens — { $pools }
origins-pic-elders-none = Anciens : aucun
origins-pic-infrastructure = Infrastructure
origins-pic-track-row = { $track } { $level } sur { $top }
origins-pic-track-row-named = { $track } { $level } sur { $top } — { $name }
origins-pic-cards = Cartes
origins-pic-hand = Main ({ $n } sur { $limit }) : { $cards }
origins-pic-hand-hidden = Main : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur { $limit } (cachées)
origins-pic-discard = Défausse : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, dessus { $top }
origins-pic-repertoire = Répertoire : { $cards }
origins-pic-repertoire-card = { $card } ({ $category })
origins-pic-repertoire-card-suppressed = { $card } ({ $category }, supprimée)
origins-pic-empty = vide
origins-pic-none = aucune

## La légende et les pièces (board_keys)
origins-pic-legend-label = Origins : la légende de la carte
origins-pic-key-terrain = Terrain (motif et lettre)
origins-pic-key-no-letter = { $name } (sans lettre)
origins-pic-key-extinct = hachuré : un hexagone éteint ({ $short })
origins-pic-key-edges = Bords
origins-pic-key-units = Unités : symbole de couleur, lettre de l'espèce
origins-pic-colour-black = noir
origins-pic-colour-red = rouge
origins-pic-colour-white = blanc
origins-pic-colour-green = vert
origins-pic-colour-yellow = jaune
origins-pic-key-metropolis = Un anneau épais dans un hexagone, de la couleur de son propriétaire, et M avec la lettre de son espèce à la place de la lettre du terrain : une métropole.
origins-pic-key-option = anneau ou contour bleu : un choix à toucher
origins-pic-pieces-label = Origins : les pièces, édition Turnpost
origins-pic-pieces-title = Les pièces (édition Turnpost)
origins-pic-pieces-units = Les Unités migratrices se tiennent sur les intersections (les coins des hexagones), une par intersection ; elles se déplacent le long des bords et peuvent franchir les détroits.
origins-pic-pieces-metropolis = Une métropole occupe tout un hexagone et augmente la capacité de son propriétaire.
origins-pic-pieces-brain-map = La carte cerveau a cinq régions ; à l'ère I, des Unités Cerveau en couvrent certaines et rendent leurs instincts visibles.
origins-pic-pieces-era-track = À partir de l'ère II, une Unité Ère avance sur la piste d'avancée : âges sombres et âges d'or des ères II et III, puis IV.
origins-pic-pieces-elders = Les Anciens se placent sur la fiche Démographie comme producteurs ou consommateurs, par couleur.
origins-pic-pieces-tracks = Cinq pistes d'infrastructure (empreinte de pas, métallurgie, maritime, énergie, immunologie) montent chacune depuis leur niveau de départ.
origins-pic-pieces-cards = Cartes d'ère : une main que vous seul voyez (les autres en voient le nombre), une défausse dont le dessus est public, et un répertoire de cartes publiques, actives ou supprimées.
origins-pic-pieces-climate = Trois cartes climat (savane ou désert, herbages ou jungle, période glaciaire ou tropicale) fixent ce qui est habitable.
