# Dawn of Mankind (dawn-of-mankind) : le résumé du jeu, les noms de ses composants et les principaux termes que lit un joueur.
# Le plateau, les tuiles action, les cartes Art et les cartes de mise en place sont l'édition Turnpost (conçus par nous) ;
# les noms des cartes Progrès, les étapes de la vie et les autres termes suivent les règles.

## À propos du jeu.
dawn-of-mankind-summary = Guidez les meeples de votre clan de l'enfance à la vieillesse : cueillez, créez de l'art, progressez et soyez le premier à 60 PV.

## Cartes Art (édition Turnpost).
dawn-of-mankind-art-ART1 = Mains négatives
dawn-of-mankind-art-ART2 = Bison à l'ocre
dawn-of-mankind-art-ART3 = Flûte en os
dawn-of-mankind-art-ART4 = Collier de coquillages
dawn-of-mankind-art-ART5 = Figurine en ivoire
dawn-of-mankind-art-ART6 = Coiffe de plumes
dawn-of-mankind-art-ART7 = Fresque aux fruits
dawn-of-mankind-art-ART8 = Mammouth sculpté

## Faces des tuiles action (édition Turnpost), par tuile : enfance C, jeunesse Y, âge adulte A, anciens E.
dawn-of-mankind-tile-C1a = Buisson de baies
dawn-of-mankind-tile-C1b = Nids d'oiseaux
dawn-of-mankind-tile-C2a = Ruisseau peu profond
dawn-of-mankind-tile-C2b = Plage de galets
dawn-of-mankind-tile-C3a = Observer les anciens
dawn-of-mankind-tile-Y1a = Collets à lapins
dawn-of-mankind-tile-Y1b = Traque du cerf
dawn-of-mankind-tile-Y2a = Carrière de silex
dawn-of-mankind-tile-Y3a = Expédition de cueillette
dawn-of-mankind-tile-Y3b = Pêche en rivière
dawn-of-mankind-tile-Y4a = Outils en os
dawn-of-mankind-tile-Y5a = Idylle
dawn-of-mankind-tile-A1a = Chasse au mammouth
dawn-of-mankind-tile-A2a = Couture
dawn-of-mankind-tile-A2b = Fabrication de tentes
dawn-of-mankind-tile-A3a = Festin
dawn-of-mankind-tile-A4a = Enseigner aux jeunes
dawn-of-mankind-tile-A5a = Troc
dawn-of-mankind-tile-A5b = Échange de présents
dawn-of-mankind-tile-A6a = Foyer familial
dawn-of-mankind-tile-E1a = Peintures rupestres
dawn-of-mankind-tile-E2a = Conseil des anciens
dawn-of-mankind-tile-E3a = Récits ancestraux
dawn-of-mankind-tile-E3b = Sagesse
dawn-of-mankind-tile-E4a = Sculpture sur os
dawn-of-mankind-tile-E4b = Amulettes
dawn-of-mankind-tile-E5a = Offrande aux esprits

## Noms des cartes Progrès (un par pile). Cuisine, religion et art du conte viennent des règles ; les autres sont l'édition Turnpost.
dawn-of-mankind-progress-cooking = cuisine
dawn-of-mankind-progress-religion = religion
dawn-of-mankind-progress-storytelling = art du conte
dawn-of-mankind-progress-hunting = chasse
dawn-of-mankind-progress-gathering = cueillette
dawn-of-mankind-progress-knapping = taille du silex
dawn-of-mankind-progress-tanning = tannage
dawn-of-mankind-progress-preserving = conservation
dawn-of-mankind-progress-cave_painting = peinture rupestre
dawn-of-mankind-progress-midwifery = art des sages-femmes
dawn-of-mankind-progress-shelter = abri

## Terms
# Étapes de la vie : les quatre colonnes du plateau, de I à IV.
dawn-of-mankind-term-life-stage = Étape de la vie
dawn-of-mankind-term-column = Colonne
dawn-of-mankind-term-childhood = Enfance
dawn-of-mankind-term-youth = Jeunesse
dawn-of-mankind-term-adulthood = Âge adulte
dawn-of-mankind-term-elders = Anciens
# Ressources.
dawn-of-mankind-term-resource = Ressource
dawn-of-mankind-term-fruit = Fruits
dawn-of-mankind-term-meat = Viande
dawn-of-mankind-term-tools = Outils
dawn-of-mankind-term-hides = Peaux
dawn-of-mankind-term-food = Nourriture
# Points et pièces.
dawn-of-mankind-term-vp = PV
dawn-of-mankind-term-vp-token = Jeton de PV
dawn-of-mankind-term-supply = Réserve générale
dawn-of-mankind-term-meeple = Meeple
dawn-of-mankind-term-clan = Clan
dawn-of-mankind-term-tribe = Tribu
# Le plateau et ses zones.
dawn-of-mankind-term-board = Plateau
dawn-of-mankind-term-ready-area = Zone d'attente
dawn-of-mankind-term-first-ready-area = Première zone d'attente
dawn-of-mankind-term-first-area-limit = Limite de la première zone
dawn-of-mankind-term-action-tile = Tuile action
dawn-of-mankind-term-route = Chemin
dawn-of-mankind-term-exit = Sortie
dawn-of-mankind-term-newborn = Nouveau-né
dawn-of-mankind-term-inventory-mat = Plateau d'inventaire
dawn-of-mankind-term-shore = Rivage
# Les tours.
dawn-of-mankind-term-setup = Mise en place
dawn-of-mankind-term-setup-card = Carte de mise en place
dawn-of-mankind-term-start-player = Premier joueur
dawn-of-mankind-term-action = Action
dawn-of-mankind-term-bump = Déloger
dawn-of-mankind-term-rest = Se reposer
dawn-of-mankind-term-cook = Cuisiner
dawn-of-mankind-term-expand = Agrandir la tribu
dawn-of-mankind-term-spoil = Se gâter
dawn-of-mankind-term-spoil-limit = Limite de conservation
# Progrès.
dawn-of-mankind-term-progress = Progrès
dawn-of-mankind-term-progress-card = Carte Progrès
dawn-of-mankind-term-pile = Pile
dawn-of-mankind-term-slot = Emplacement
dawn-of-mankind-term-printed-space = Case imprimée
dawn-of-mankind-term-acquired = Acquise
# Art.
dawn-of-mankind-term-art = Art
dawn-of-mankind-term-art-card = Carte Art
dawn-of-mankind-term-art-display = Présentoir d'art
dawn-of-mankind-term-art-deck = Pioche Art
dawn-of-mankind-term-art-cube = Cube de suivi d'art
dawn-of-mankind-term-line = Ligne
dawn-of-mankind-term-create-art = Créer une œuvre
dawn-of-mankind-term-artwork = Œuvre d'art
# Fin de la partie.
dawn-of-mankind-term-final-scoring = Décompte final
