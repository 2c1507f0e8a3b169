# Beta Colony (nom de registre `beta-colony`), en français : les mots du jeu pendant une partie,
# les lignes du journal, les étapes d'une décision (questions, options, pourquoi une option est
# fermée), les erreurs de règle, l'invite du courriel de tour, l'aperçu et la ligne d'état.
# Traduction non officielle, la nôtre : le jeu n'a pas de traduction française publiée des noms
# de ses composants ; les noms des lieux et des colonies restent ceux du plateau, les images les
# dessinent encore en anglais. Vocabulaire comme beta-colony-rules.ftl : vaisseau, lieu, module,
# équipage, matériau, artefact, carburant, s'amarrer, Manufacture, offre, case, plateau joueur,
# carte de cycle, manche, réalisation culturelle, ravitaillement, PC (points de confiance).
# `{p1}`…`{p4}` dans $who nomment un joueur.

## Les noms des composants.
beta-colony-location-ridback = Ridback
beta-colony-location-gan_de = Gan De
beta-colony-location-right_manufactory = Manufacture de droite
beta-colony-location-jyo = Jyo
beta-colony-location-azophi_nexus = Nexus Azophi
beta-colony-location-nebra = Nebra
beta-colony-location-left_manufactory = Manufacture de gauche
# Un lieu dans une phrase, avec sa préposition : $case vaut « at » (où l'on est), « to » (où va
# le vaisseau) ou « the » (ailleurs, sans préposition).
beta-colony-the-location-ridback = { $case ->
        [the] le Ridback
       *[other] au Ridback
    }
beta-colony-the-location-gan_de = { $case ->
        [the] Gan De
       *[other] à Gan De
    }
beta-colony-the-location-right_manufactory = { $case ->
        [the] la Manufacture de droite
       *[other] à la Manufacture de droite
    }
beta-colony-the-location-jyo = { $case ->
        [the] Jyo
       *[other] à Jyo
    }
beta-colony-the-location-azophi_nexus = { $case ->
        [the] le Nexus Azophi
       *[other] au Nexus Azophi
    }
beta-colony-the-location-nebra = { $case ->
        [the] Nebra
       *[other] à Nebra
    }
beta-colony-the-location-left_manufactory = { $case ->
        [the] la Manufacture de gauche
       *[other] à la Manufacture de gauche
    }
beta-colony-location-label = L{ $number } { $location }
beta-colony-colony-xian = Xi'an
beta-colony-colony-thebes = Thebes
beta-colony-colony-cuzco = Cuzco
beta-colony-material-steel = acier
beta-colony-material-organics = matière organique
beta-colony-material-food = nourriture
beta-colony-material-palladium = palladium
beta-colony-material-polymer = polymère
beta-colony-material-water = eau
beta-colony-material-steel-cap = Acier
beta-colony-material-organics-cap = Matière organique
beta-colony-material-food-cap = Nourriture
beta-colony-material-palladium-cap = Palladium
beta-colony-material-polymer-cap = Polymère
beta-colony-material-water-cap = Eau
beta-colony-materials-count = { $count } { $material }
beta-colony-nothing = rien
beta-colony-nothing-cap = Rien
beta-colony-die-black = noir
beta-colony-die-blue = bleu
beta-colony-die-red = rouge
beta-colony-die-green = vert
beta-colony-die = le dé { $die } ({ $value })
beta-colony-die-cap = Le dé { $die } ({ $value })
beta-colony-colour-yellow = jaune
beta-colony-colour-red = rouge
beta-colony-colour-pink = rose
beta-colony-colour-green = verte
beta-colony-colour-blue = bleue
beta-colony-colour-orange = orange
beta-colony-pod-yellow = { $id } (Station de défense jaune)
beta-colony-pod-red = { $id } (Tour des sciences et techniques rouge)
beta-colony-pod-pink = { $id } (Quartiers d'habitation roses)
beta-colony-pod-green = { $id } (Module agricole vert)
beta-colony-pod-blue = { $id } (Centre de traitement de l'eau bleu)
beta-colony-pod-orange = { $id } (Centre de traitement de l'eau orange)
beta-colony-space = la case { $number } à { $colony }
beta-colony-space-cap = La case { $number } à { $colony }
beta-colony-achievement = { $id } { $name }
beta-colony-achievement-ST1 = Statue de l'Abondance
beta-colony-achievement-ST2 = Statue de l'Unité
beta-colony-achievement-ST3 = Statue du Noyau
beta-colony-achievement-ST4 = Statue de l'Artisanat
beta-colony-achievement-BD1 = Salle de l'Assemblée
beta-colony-achievement-BD2 = Ambassade
beta-colony-achievement-BD3 = Spatioport
beta-colony-achievement-BD4 = Grandes Archives
beta-colony-unit-artifact = un artefact
beta-colony-unit-artifact-cap = Un artefact
beta-colony-unit-pair = deux { $material }
beta-colony-unit-pair-cap = Deux { $material }

## Le journal de la partie.
beta-colony-log-c2a-influence = { $who } prend l'influence de C2A à { $colony }.
beta-colony-log-mat = { $who } prend le plateau { $mat }.
beta-colony-log-ship = { $who } place son vaisseau { $location }.
beta-colony-log-round = La manche { $round } commence.
beta-colony-log-dice = Les dés donnent noir { $black }, bleu { $blue }, rouge { $red }, vert { $green }.
beta-colony-log-dropped-pod = Le module gratuit de { $who } est impossible pour l'instant et il est perdu : rien de ce qui est proposé ne peut être construit.
beta-colony-log-dropped-achievement = La réalisation culturelle gratuite de { $who } est impossible pour l'instant et elle est perdue : rien de ce qui est proposé ne peut être construit.
beta-colony-log-tweak = { $who } modifie le dé { $die } à { $value }.
beta-colony-log-c1b = { $who } prend { $material } grâce à C1B.
beta-colony-log-dock = { $who } s'amarre avec les dés { $first } et { $second } et prend 1 carburant.
beta-colony-log-move = { $who } avance de { $steps } avec le dé { $die } { $location } et active le lieu avec le dé { $active } ({ $value }){ $cost ->
        [0] {""}
       *[other] , en dépensant { $cost ->
            [one] { $cost } carburant
           *[other] { $cost } carburants
        }
    }.
beta-colony-log-die-bonus = { $who } gagne 1 PC pour le dé { $die }.
beta-colony-log-extra-mat = { $material } grâce au plateau
beta-colony-log-extra-c1c = du polymère grâce à C1C
beta-colony-log-moon = { $who } prend { $materials } à { $moon }.
beta-colony-log-moon-more = { $who } prend { $materials } à { $moon }, et { $extras }.
beta-colony-log-fuel-at = { $who } prend { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    } { $location }.
beta-colony-log-nexus-fuel = { $who } prend { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    } au Nexus Azophi.
beta-colony-log-nexus-material = { $who } prend { $material } et { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    } au Nexus Azophi.
beta-colony-log-build-nothing = { $who } ne construit rien à la Manufacture.
beta-colony-log-buy = { $who } achète { $pod } et le construit sur { $space }, en payant { $paid }.
beta-colony-log-c3c = { $who } gagne 2 PC grâce à C3C.
beta-colony-log-pod-cp = { $who } gagne 2 PC grâce au module.
beta-colony-log-pod-artifact = { $who } prend un artefact grâce au module.
beta-colony-log-pod-fuel = { $who } prend 2 carburants grâce au module.
beta-colony-log-revealed = { $pod } est révélé dans la rangée { $row }.
beta-colony-log-placed = { $who } place { $crew ->
        [one] { $crew } équipage
       *[other] { $crew } équipages
    } sur { $pod } et gagne { $influence ->
        [one] { $influence } point d'influence
       *[other] { $influence } points d'influence
    } à { $colony }.
beta-colony-log-track-materials = { $who } prend { $materials } (piste).
beta-colony-log-track-artifact = { $who } prend un artefact (piste).
beta-colony-log-track-fuel = { $who } prend 2 carburants (piste).
beta-colony-log-track-crew = { $who } place un équipage sur { $space } (piste).
beta-colony-log-earns-free-pod = { $who } gagne un module gratuit (piste).
beta-colony-log-earns-free-achievement = { $who } gagne une réalisation culturelle gratuite (piste).
beta-colony-log-track-cp = { $who } gagne { $cp } PC (piste).
beta-colony-log-build-achievement = { $who } construit { $achievement } sur { $space }, en payant { $paid }.
beta-colony-log-building-crew = { $who } place un équipage sur { $space } (bonus du bâtiment).
beta-colony-log-building-influence = { $who } gagne 1 point d'influence à { $colony } (bonus du bâtiment).
beta-colony-log-building-fuel = { $who } prend 1 carburant (bonus du bâtiment).
beta-colony-log-top-building = { $achievement } est le nouveau bâtiment du dessus.
beta-colony-log-free-build = { $who } construit gratuitement { $tile } sur { $space }.
beta-colony-log-keeps = { $who } garde ses matériaux : se défausser pour { $card } coûterait davantage sur la Statue de l'Abondance.
beta-colony-log-goal = { $who } remplit l'objectif de { $card } : +{ $cp } PC.
beta-colony-log-final = { $who } marque { $artifacts } pour les artefacts, { $achievements } pour les réalisations et { $majorities } pour les majorités.

## Les étapes d'une décision.
beta-colony-colon = { $label } : { $what }
beta-colony-semicolon = { $first } ; { $second }
beta-colony-ask-mat = Quel plateau joueur prenez-vous ?
beta-colony-offer-mat = Plateau { $mat } : { $extra }
beta-colony-mat-extra = 1 { $material } de plus chaque fois que vous collectez à { $location }
beta-colony-mat-power-black-six = Votre dé noir compte comme un 6 quand il active une lune.
beta-colony-mat-power-black-any-row = Votre dé noir peut prendre un module dans n'importe quelle rangée quand il active une Manufacture.
beta-colony-mat-power-extra-fuel = 1 carburant de plus au Ridback et au ravitaillement du Nexus.
beta-colony-mat-power-pair = Deux matériaux identiques peuvent payer le coût d'acquisition d'un module.
beta-colony-mat-power-black-ccw = Votre dé noir peut déplacer le vaisseau dans le sens antihoraire.
beta-colony-ask-ship = Où placez-vous votre vaisseau ?
beta-colony-ask-c2a = Quelle colonie reçoit votre point d'influence de C2A ?
beta-colony-offer-influence-to = { $colony } : votre influence { $at } → { $next }
beta-colony-offer-influence = { $colony } : votre influence { $at }
beta-colony-track-none = Aucun bonus de piste en chemin.
beta-colony-track-on-the-way = En chemin : { $bonuses }.
beta-colony-track-mat1 = 1 matériau de votre choix
beta-colony-track-mat2 = 2 matériaux de votre choix
beta-colony-track-artifact = un artefact
beta-colony-track-fuel2 = 2 carburants
beta-colony-track-crew = un équipage sur n'importe quel module
beta-colony-track-free-pod = un module gratuit
beta-colony-track-free-achievement = une réalisation culturelle gratuite
beta-colony-track-cp3 = 3 PC
beta-colony-track-cp6 = 6 PC
beta-colony-ask-c1b = C1B vous donne d'abord 1 matériau de votre choix : lequel ?
beta-colony-offer-no-material = Aucun matériau
beta-colony-ask-tweak-six = C1A : lequel de vos dés devient un 6 pour cette manche ?
beta-colony-ask-tweak-flip = C3A : lequel de vos dés est retourné pour cette manche ?
beta-colony-offer-tweak = Le dé { $die } : { $value } devient { $after }
beta-colony-offer-tweak-none = Aucun : garder les dés tels qu'ils sont
beta-colony-ask-where = Action { $phase } sur 2 : où va votre vaisseau, ou vous amarrez-vous ?
beta-colony-offer-dock = S'amarrer : dépenser deux dés pour prendre 1 carburant, et rien d'autre
beta-colony-offer-move-detail = { $die } { $move }
beta-colony-move-free = avance de { $steps }, sans carburant
beta-colony-move-added = avance de { $steps }, { $fuel ->
        [one] { $fuel } carburant
       *[other] { $fuel } carburants
    } pour ajouter { $fuel }
beta-colony-move-off = avance de { $steps }, { $fuel ->
        [one] { $fuel } carburant
       *[other] { $fuel } carburants
    } pour retirer { $fuel }
beta-colony-move-free-ccw = avance de { $steps } dans le sens antihoraire, sans carburant
beta-colony-move-added-ccw = avance de { $steps } dans le sens antihoraire, { $fuel ->
        [one] { $fuel } carburant
       *[other] { $fuel } carburants
    } pour ajouter { $fuel }
beta-colony-move-off-ccw = avance de { $steps } dans le sens antihoraire, { $fuel ->
        [one] { $fuel } carburant
       *[other] { $fuel } carburants
    } pour retirer { $fuel }
beta-colony-closed-no-die = aucun de vos dés n'y arrive avec le carburant que vous avez ({ $fuel }).
beta-colony-ask-moves = Quel dé amène votre vaisseau { $location } ?
beta-colony-ask-activates = Quel dé active { $location } ?
beta-colony-act-full = vous avez 10 matériaux, vous n'en prenez donc aucun
beta-colony-act-one = prendre 1 matériau
beta-colony-act-two = prendre 2 matériaux
beta-colony-act-two-mat = prendre 2 matériaux (votre plateau : le dé noir compte ici comme un 6)
beta-colony-act-fuel = prendre { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    }
beta-colony-act-nexus = sa valeur n'a pas d'importance ici
beta-colony-act-bonus = +1 PC pour le dé { $die } ici
beta-colony-act-added = { $die } avec { $fuel ->
        [one] { $fuel } carburant ajouté
       *[other] { $fuel } carburants ajoutés
    } ({ $value })
beta-colony-act-off = { $die } avec { $fuel ->
        [one] { $fuel } carburant retiré
       *[other] { $fuel } carburants retirés
    } ({ $value })
beta-colony-ask-dock = Avec quels deux dés vous amarrez-vous ?
beta-colony-offer-dock-dice = { $first } et { $second }
beta-colony-ask-moon = Que prenez-vous à { $moon } ?
beta-colony-ask-nexus = Que faites-vous au Nexus Azophi ?
beta-colony-offer-supply = Ravitaillement : prendre 1 matériau de votre choix et { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    }
beta-colony-offer-supply-full = Ravitaillement : prendre { $count ->
        [one] { $count } carburant
       *[other] { $count } carburants
    } (vous avez 10 matériaux)
beta-colony-offer-nexus-achievement = Construire une réalisation culturelle
beta-colony-ask-supply = Quel matériau prenez-vous au ravitaillement ?
beta-colony-closed-group = aucune case libre ne l'accepte sans former un groupe de plus de 3 modules de sa couleur.
beta-colony-closed-pod-pay = vous ne pouvez pas payer son coût ({ $material } ou un artefact) en même temps que le matériau d'une case libre où il peut aller.
beta-colony-ask-buy = Quel module achetez-vous ?
beta-colony-offer-build-nothing = Ne rien construire : activer avec un dé qui n'ouvre aucun module que vous pouvez construire
beta-colony-offer-pod = { $pod }, rangée { $row } : { $gives }
beta-colony-offer-pod-cost = Coût d'acquisition : 1 { $material }. La rangée { $row } demande une activation de { $values }.
beta-colony-closed-row = aucun de vos dés ne fait une activation de { $values } avec le carburant que vous avez ({ $fuel }) après le déplacement.
beta-colony-row-values = { $low } ou { $high }
beta-colony-ask-activates-manufactory = Quel dé active la Manufacture ?
beta-colony-opens-no-row = n'ouvre aucune rangée
beta-colony-opens-idle-row = ouvre la rangée { $row }, où vous ne pouvez rien construire
beta-colony-opens-idle-rows = ouvre des rangées où vous ne pouvez rien construire
beta-colony-opens-any = ouvre toutes les rangées (votre plateau)
beta-colony-opens-row = ouvre la rangée { $row }
beta-colony-opens-row-added = { $fuel ->
        [one] { $fuel } carburant ajouté
       *[other] { $fuel } carburants ajoutés
    } ({ $value }) ouvre la rangée { $row }
beta-colony-opens-row-off = { $fuel ->
        [one] { $fuel } carburant retiré
       *[other] { $fuel } carburants retirés
    } ({ $value }) ouvre la rangée { $row }
beta-colony-ask-colony-build = Dans quelle colonie le construisez-vous ?
beta-colony-ask-pay-pod = Comment payez-vous ? Le module demande { $pod }, la case { $space }.
beta-colony-offer-pay-pod = { $pod } pour le module, { $space } pour la case
beta-colony-ask-c3c = C3C : payez-vous un matériau ou un artefact de plus pour 2 PC ?
beta-colony-offer-c3c = Payer { $unit } de plus : +2 PC
beta-colony-offer-c3c-none = Non : ne rien payer de plus
beta-colony-pod-gives = influence { $influence }
beta-colony-pod-gives-cp2 = influence { $influence }, +2 PC
beta-colony-pod-gives-artifact = influence { $influence }, +1 artefact
beta-colony-pod-gives-fuel2 = influence { $influence }, +2 carburants
beta-colony-pod-gives-crew2 = influence { $influence }, 2 équipages y vont
beta-colony-pod-gives-nocrew = influence { $influence }, aucun équipage n'y va
beta-colony-offer-pod-space-bought = Case { $number } : anneau { $ring ->
        [inner] intérieur
       *[outer] extérieur
    }, se paie en { $pays }{ $group ->
        [1] {""}
       *[other] , rejoint un groupe de { $group }
    } ; { $influence ->
        [one] { $influence } point d'influence
       *[other] { $influence } points d'influence
    } à { $colony }
beta-colony-offer-pod-space-free = Case { $number } : anneau { $ring ->
        [inner] intérieur
       *[outer] extérieur
    }{ $group ->
        [1] {""}
       *[other] , rejoint un groupe de { $group }
    } ; { $influence ->
        [one] { $influence } point d'influence
       *[other] { $influence } points d'influence
    } à { $colony }
beta-colony-offer-colony-spaces = { $colony } : { $count ->
        [one] { $count } case possible
       *[other] { $count } cases possibles
    } ; votre influence { $influence }
beta-colony-closed-no-space = aucune case libre de cette colonie ne l'accepte.
beta-colony-ask-space = Quelle case à { $colony } ?
beta-colony-closed-statue = une statue coûte { $cost } artefacts et vous en avez { $have }.
beta-colony-closed-no-outer = il ne reste aucune case libre sur les anneaux extérieurs.
beta-colony-closed-achievement-pay = vous ne pouvez pas payer son coût en même temps que le matériau d'une case extérieure libre.
beta-colony-closed-two-achievements = vous possédez déjà 2 réalisations culturelles.
beta-colony-closed-none-left = il n'en reste aucune à construire.
beta-colony-closed-any-pay = vous ne pouvez payer aucune de celles qui restent en même temps qu'une case extérieure libre.
beta-colony-statue-free = une statue, gratuite
beta-colony-statue-cost = une statue pour { $count } artefacts
beta-colony-statue-per-material = À la fin : { $per } PC par matériau que vous possédez, { $cap } au plus.
beta-colony-statue-per-chain = À la fin : { $per } PC par équipage à vous dans votre meilleure chaîne de tuiles, { $cap } au plus.
beta-colony-statue-per-centre = À la fin : { $per } PC par équipage à vous à côté du centre de votre meilleure colonie, { $cap } au plus.
beta-colony-statue-per-colour = À la fin : { $per } PC par module de votre meilleure couleur qui porte votre équipage, { $cap } au plus.
beta-colony-building-free = un bâtiment, gratuit
beta-colony-building-cost = un bâtiment pour { $materials }
beta-colony-building-end = À la fin : { $cp } PC.
beta-colony-building-end-crew = À la fin : { $cp } PC. À la construction : 1 équipage sur n'importe quel module.
beta-colony-building-end-influence = À la fin : { $cp } PC. À la construction : 1 point d'influence dans une colonie de votre choix.
beta-colony-building-end-fuel = À la fin : { $cp } PC. À la construction : 1 carburant.
beta-colony-ask-achievement = Quelle réalisation culturelle construisez-vous ?
beta-colony-ask-achievement-free = Quelle réalisation culturelle prenez-vous gratuitement ?
beta-colony-ask-colony-achievement = Dans quelle colonie va-t-elle (une case libre de l'anneau extérieur) ?
beta-colony-offer-outer-space = Case { $number } : anneau extérieur
beta-colony-offer-outer-space-pays = Case { $number } : anneau extérieur, se paie en { $pays }
beta-colony-ask-pay = Comment payez-vous ?
beta-colony-offer-pay-card = { $card } pour la carte, { $space } pour la case
beta-colony-ask-free-pod = Quel module construisez-vous gratuitement ?
beta-colony-ask-bonus-material = Un bonus vous donne 1 matériau : lequel ?
beta-colony-ask-bonus-first = Un bonus vous donne 2 matériaux : quel est le premier ?
beta-colony-ask-bonus-second = Et le second matériau ?
beta-colony-ask-bonus-room-one = Un bonus vous donne 1 matériau (vous n'avez de place que pour un) : lequel ?
beta-colony-ask-crew-colony = Un bonus place 1 de vos équipages sur un module : dans quelle colonie ?
beta-colony-offer-colony-pods = { $colony } : { $count ->
        [one] { $count } module
       *[other] { $count } modules
    } ; vos équipages là-bas { $mine }
beta-colony-closed-no-pod = il n'y a encore aucun module là-bas.
beta-colony-ask-crew-pod = Sur quel module à { $colony } ?
beta-colony-offer-crew-space = Case { $number } : { $pod } ; équipages dessus { $all }, dont { $mine } à vous
beta-colony-ask-building-colony = Votre bâtiment donne 1 point d'influence : dans quelle colonie ?
beta-colony-does-fuel = prendre du carburant
beta-colony-does-moon = une lune : prendre { $first } ou { $second }
beta-colony-does-manufactory = acheter un module et le construire
beta-colony-does-nexus = un matériau et du carburant, ou une réalisation culturelle
beta-colony-does-bonus = { $what } (le dé { $die } rapporte 1 PC)

## Ce que fera une décision (l'aperçu).
beta-colony-preview-changes = { $changes }.
beta-colony-preview-unchanged = Vos chiffres restent les mêmes.
beta-colony-change-confidence = Confiance { $from } → { $to }
beta-colony-change-confidence-cap = Confiance { $from } → { $to }
beta-colony-change-fuel = carburant { $from } → { $to }
beta-colony-change-fuel-cap = Carburant { $from } → { $to }
beta-colony-change-artifacts = artefacts { $from } → { $to }
beta-colony-change-artifacts-cap = Artefacts { $from } → { $to }
beta-colony-change-crew = équipages dans votre réserve { $from } → { $to }
beta-colony-change-crew-cap = Équipages dans votre réserve { $from } → { $to }
beta-colony-change-material = { $what } { $from } → { $to }
beta-colony-change-material-cap = { $what } { $from } → { $to }
beta-colony-change-influence = influence à { $what } { $from } → { $to }
beta-colony-change-influence-cap = Influence à { $what } { $from } → { $to }
beta-colony-preview-unreadable = Ce choix n'a pas pu être lu.
beta-colony-preview-then-free = Ensuite vos constructions gratuites, si l'offre et les bâtiments, une fois complétés, en ont une qui convient.
beta-colony-preview-ends = Cela termine la partie.
beta-colony-preview-again = Ensuite, vous rejouez.
beta-colony-preview-then = Ensuite, { $who } joue.

## La ligne d'état de l'en-tête de la page.
beta-colony-status = { $round }, { $step }.
beta-colony-status-now = { $round }, { $step }. Au tour de : { $who }.
beta-colony-status-over = Partie terminée.
beta-colony-status-setup = Mise en place
beta-colony-status-round = Manche { $round } sur { $rounds } · cycle { $cycle }
beta-colony-status-choose-mat = choix des plateaux
beta-colony-status-place-ship = placement des vaisseaux
beta-colony-status-c2a = influence de C2A
beta-colony-status-action = phase d'action { $phase }
beta-colony-status-free-pod = un module gratuit
beta-colony-status-free-achievement = une réalisation gratuite
beta-colony-status-step-over = partie terminée

## Les erreurs de règle ; « (règle N.N) » renvoie à la page des règles.
beta-colony-error-game-over = La partie est terminée.
beta-colony-error-no-seat = Il n'y a pas de place { $seat } à cette table.
beta-colony-error-not-your-turn = Ce n'est pas votre tour : c'est au joueur { $player } de jouer (règle 3.5).
beta-colony-error-wrong-step = Cette étape attend { $expected }, pas ce genre de soumission (règle 3.5).
beta-colony-error-no-mat = { $mat } n'est pas un plateau encore disponible (règle 2.5).
beta-colony-error-no-location = { $location } n'est pas un lieu de l'orbite.
beta-colony-error-location-taken = Un autre vaisseau est déjà { $location } ; à la mise en place, chaque vaisseau commence sur son propre lieu (règle 2.6).
beta-colony-error-tweak = Une modification de dé n'est permise qu'en phase 1, tant que C1A ou C3A est active (règle 4.1).
beta-colony-error-cycle-material = cycle_material n'est permis que dans votre première action de la manche 1, tant que C1B est active (règle 4.1).
beta-colony-error-same-die = Les deux dés d'une action doivent être différents (règle 4.1).
beta-colony-error-die-used = Votre dé { $die } est déjà utilisé dans cette manche (règle 5.6).
beta-colony-error-dock-dice = Un amarrage utilise exactement deux dés (règle 5.5).
beta-colony-error-below-one = La valeur d'un dé après carburant doit être au moins 1 (règle 5.3).
beta-colony-error-fuel = Cela coûte { $need ->
        [one] { $need } carburant
       *[other] { $need } carburants
    } et vous en avez { $have } (règle 4.1).
beta-colony-error-ccw = Seul le plateau M5 peut aller dans le sens antihoraire, et seulement avec le dé noir (règle 10).
beta-colony-error-wrong-at = Pour { $location }, donnez { $expected }, et laissez de côté les autres champs (règle 4.2).
beta-colony-error-at-manufactory = une Manufacture
beta-colony-error-at-nexus = le Nexus Azophi
beta-colony-error-take-count = Prenez exactement { $count } matériaux ici (règle 6.2).
beta-colony-error-not-this-moon = { $material_cap } n'est pas un matériau de { $moon } (règle 6.2).
beta-colony-error-pod-not-on-display = { $pod } n'est pas un module de l'offre.
beta-colony-error-row = { $pod } est dans la rangée { $row }, qu'une valeur d'activation de { $value } n'atteint pas (règle 6.4).
beta-colony-error-no-space = Il n'y a pas de case { $space } sur Victus : une soumission numérote les cases de 0 à 53.
beta-colony-error-space-taken = { $space } porte déjà une tuile (règle 7.1).
beta-colony-error-group = Sur { $space }, le groupe de modules de couleur { $colour } en compterait { $size } ; un groupe en compte 3 au plus (règle 7.2).
beta-colony-error-inner-ring = { $space } est à côté du centre d'une colonie ; les réalisations culturelles ne vont que sur l'anneau extérieur (règle 7.3).
beta-colony-error-build-compulsory = Une construction permise existe ({ $build }), la Manufacture doit donc construire (règle 6.4, D3).
beta-colony-error-build-on = { $pod } sur { $space }
beta-colony-error-payment = { $what } se paie avec : { $need } ou un artefact ; { $given_cap } ne convient pas (règle 4.3).
beta-colony-error-payment-polymer = { $what } se paie avec : { $need }, un artefact ou du polymère ; { $given_cap } ne convient pas (règle 4.3).
beta-colony-any-material = n'importe quel matériau
beta-colony-need-taking-cost = Le coût d'acquisition
beta-colony-need-space = La case
beta-colony-need-statue = Une statue
beta-colony-need-building = Le coût du bâtiment
beta-colony-need-c3c = L'unité supplémentaire de C3C
beta-colony-error-pair = Une paire ne paie que le coût d'acquisition d'un module, et seulement avec le plateau M4 (règle 10, D7).
beta-colony-error-cannot-afford = Vous ne pouvez pas payer tout cela en même temps (règle 4.3).
beta-colony-error-c3c = c3c_pay n'est permis que tant que C3C est active (règle 11.2).
beta-colony-error-nexus-option = Au Nexus Azophi, nommez l'option : ravitaillement ou réalisation (règle 6.5).
beta-colony-error-nexus-material = L'option de ravitaillement nomme un matériau exactement quand vous en avez moins de 10 (règle 6.5).
beta-colony-error-achievement-not-available = { $achievement } n'est pas une réalisation disponible maintenant : les statues restantes et le bâtiment du dessus (règle 9.1).
beta-colony-error-too-many-achievements = Vous possédez déjà 2 réalisations culturelles (règle 9.2).
beta-colony-error-statue-cost = Une statue coûte exactement trois artefacts (règle 9.2).
beta-colony-error-building-pay-count = Le paiement d'un bâtiment compte quatre unités, une par matériau imprimé (règle 9.2).
beta-colony-error-missing-answer = Il faut une réponse ({ $answer }) dans choices, dans l'ordre de résolution (règle 8.3).
beta-colony-error-too-many-answers = choices a plus de réponses que les bonus n'en demandent (règle 8.3).
beta-colony-error-wrong-answer = La réponse suivante doit être { $answer } (règle 8.3).
beta-colony-error-answer-count = Donnez exactement { $count } matériaux dans cette réponse (règle 8.5).
beta-colony-error-crew-not-on-pod = { $space } ne porte aucun module, aucun équipage ne peut donc y aller (règle 8.4, D16).
beta-colony-error-corrupt = L'état de la partie est corrompu : { $why }.
beta-colony-expected-material = un matériau
beta-colony-expected-two-materials = deux matériaux
beta-colony-expected-crew-pod = un module pour l'équipage
beta-colony-expected-pod = un module
beta-colony-expected-colony = une colonie
beta-colony-expected-pod-space = la case où va le module
beta-colony-expected-achievement-space = la case où va la réalisation
beta-colony-expected-pod-null = pod null et rien d'autre quand vous ne construisez rien
beta-colony-expected-manufactory = pod, space, take_pay, build_pay, c3c_pay et choices, ou pod null
beta-colony-expected-nexus-achievement = option, achievement, pay, space, space_pay et choices
beta-colony-expected-nexus-supply = option et material
beta-colony-expected-pays = take_pay et build_pay
beta-colony-expected-action = move_activate ou dock

## L'invite du courriel de tour ($title : le titre de la partie).
beta-colony-prompt-mat = choisir votre plateau joueur
beta-colony-prompt-mat-headline = Mise en place de { $title } : quel plateau joueur prenez-vous ?
beta-colony-prompt-ship = placer votre vaisseau sur l'orbite
beta-colony-prompt-ship-headline = Mise en place de { $title } : où placez-vous votre vaisseau ?
beta-colony-prompt-c2a = choisir la colonie de l'influence de C2A
beta-colony-prompt-c2a-headline = { $title } : quelle colonie reçoit votre point d'influence de C2A ?
beta-colony-prompt-free-pod = construire votre module gratuit
beta-colony-prompt-free-pod-headline = { $title } : un bonus de piste vous a donné un module gratuit. Quel module construisez-vous gratuitement ?
beta-colony-prompt-free-achievement = prendre votre réalisation culturelle gratuite
beta-colony-prompt-free-achievement-headline = { $title } : un bonus de piste vous a donné une réalisation culturelle gratuite. Laquelle prenez-vous ?
beta-colony-prompt-action = déplacer votre vaisseau ou vous amarrer
beta-colony-prompt-action-headline = { $title }, manche { $round } : action { $phase } sur 2 : où va votre vaisseau, ou vous amarrez-vous ?
beta-colony-progress-finished = terminée
beta-colony-progress-action = manche { $round } sur 9, action { $phase } sur 2
beta-colony-progress-setup = mise en place
beta-colony-progress-round = manche { $round } sur 9
beta-colony-prompt-holdings = Vous avez { $cp } PC, { $materials ->
        [one] { $materials } matériau
       *[other] { $materials } matériaux
    }, { $fuel ->
        [one] { $fuel } carburant
       *[other] { $fuel } carburants
    }, { $artifacts ->
        [one] { $artifacts } artefact
       *[other] { $artifacts } artefacts
    } et { $crew ->
        [one] { $crew } équipage
       *[other] { $crew } équipages
    } en réserve.
beta-colony-prompt-die = { $die } ({ $value })
beta-colony-prompt-ship-dice = Votre vaisseau est { $location_at } ; vos dés inutilisés : { $dice }.

## Les titres des images de la page de la partie et le tableau des scores finaux.
beta-colony-picture-board = L'orbite et Victus
beta-colony-picture-dice = Les dés de la manche
beta-colony-picture-offer = Cartes de cycle, modules et réalisations
beta-colony-picture-tracks = Influence
beta-colony-scores-title = Scores finaux
beta-colony-scores-player = Joueur
beta-colony-scores-play = Jeu
beta-colony-scores-artifacts = Artefacts
beta-colony-scores-achievements = Réalisations
beta-colony-scores-majorities = Majorités
beta-colony-scores-total = Total
beta-colony-scores-crew = Équipages
beta-colony-scores-confidence = Confiance
beta-colony-scores-note = Jeu : les PC gagnés pendant la partie (bonus de dé, modules, C3C, pistes et objectifs de cycle). Artefacts : 1 PC chacun. Réalisations : les réalisations culturelles. Majorités : les majorités des colonies. Total : les PC finaux. Équipages : ses équipages sur Victus, qui départagent les égalités.
beta-colony-scores-early-note = Les joueurs ont arrêté la partie avant la fin : elle est classée selon la Confiance de chacun à ce moment-là, les égalités selon les équipages sur Victus.

## Les mots de la page autour des images : titres, notes du revisionnage, graphique.
beta-colony-revealed = Le tableau ci-dessous montre d'où vient la Confiance de chaque joueur.
beta-colony-chart-title = La Confiance au fil de la partie
beta-colony-chart-cp = Confiance (PC)
beta-colony-replay-over = La partie est terminée : chaque étape montre le plateau tel qu'il était alors.
beta-colony-replay-hidden = La partie est en cours : l'ordre de la pile de modules et celui de la pile de bâtiments sous son sommet restent cachés à chaque étape.
beta-colony-mat-yours = Votre plateau
beta-colony-mat-of = Le plateau de { $who }
