# Humanity (nom de registre `humanity`) : les textes de sa page d'aide aux règles (templates/games/humanity/rules.html).
# Le balisage reste dans le gabarit : une phrase avec <strong> est coupée à ses bords, et le texte qui suit
# les mots en gras porte son propre séparateur (« : … » ou « depuis … »).
# Termes : astronaute, module, hangar, expérience, mission, station, bras, manche, année ;
# PT (points de travail), PR (points de recherche), PV (points de victoire).

## Le titre de la page et le jeu en bref.
humanity-rules-title = Humanity : aide aux règles
humanity-rules-brief-heading = Humanity en bref
humanity-rules-brief = Chaque joueur dirige une base sur une planète lointaine et envoie ses trois astronautes, un à la fois, travailler à la base ou à la station en orbite (l'AMBS). La partie dure trois années de plusieurs manches ; le joueur qui a le plus de points (points de victoire plus science) l'emporte.

## Un tour : les trois actions, et le paiement.
humanity-rules-turn-heading = Votre tour
humanity-rules-turn = Choisissez l'un de vos astronautes actifs, puis une action :
humanity-rules-work = Travailler
humanity-rules-work-text = { " " }: dépensez les points de travail (PT) de l'astronaute pour activer des tuiles de votre base. Un module de production gagne une unité stockée (jusqu'à 3) ; un module de temps rapproche vos astronautes présents sur la station d'un hangar vers le bras ; un obstacle perd une résistance et, une fois dégagé, rapporte 3 points de recherche (PR).
humanity-rules-deploy = Déployer un module
humanity-rules-deploy-text = { " " }depuis la station : payez son coût avec vos unités stockées ; le module se pose sur la case de l'astronaute et l'astronaute s'envole vers le hangar de ce module. Chaque carré de quatre modules rapporte un PV, plus une amélioration (+1 PT pour un astronaute) s'il compte au plus deux couleurs. Les modules violets rapportent des PR pour leurs voisins de leur couleur cible ; les serres vertes marquent selon la taille de leur groupe de formes différentes.
humanity-rules-experiment = Réaliser une expérience
humanity-rules-experiment-text = { " " }parmi celles exposées : payez son coût, gagnez ses PR, des PV pour les lignes d'expériences complétées, et son effet (du temps en plus, ou la réactivation de vos astronautes).
humanity-rules-paying = Paiement : les unités paient leur propre ressource ; l'électricité paie de l'électricité ou n'importe quelle ressource de base ; une ressource avancée (oxygène, aircarbone, protéines) peut aussi se payer avec trois unités de la ressource de base qui lui est associée ou d'électricité.

## La fin d'une manche, d'une année et de la partie.
humanity-rules-station-heading = La station tourne
humanity-rules-station = Quand plus personne n'a d'astronaute actif, la manche se termine : les deux modules les plus proches du bras sont défaussés, les autres glissent en s'éloignant de lui, le bras avance, et les astronautes que le bras dépasse rentrent à la base. Vous choisissez où ils se posent : une case vide voisine de l'un de vos modules. Quand les modules d'une année sont épuisés, la recherche est convertie en science (avec un bonus pour les joueurs en retard), la recherche repart à zéro et une nouvelle année commence. Après la troisième année, les unités stockées rapportent un PV par lot de cinq, et le score est la somme des PV et de la science.

## Les missions.
humanity-rules-missions-heading = Missions
humanity-rules-missions = Trois missions sont exposées. Atteindre l'objectif d'une mission rapporte 3 PV et un point de science ; faire strictement mieux que le joueur qui la détient permet de la lui prendre (les 3 PV changent de main, la science reste acquise).

## La légende du plateau, et les lectures des règles par l'édition.
humanity-rules-symbols-heading = Les symboles du plateau
humanity-rules-readings-heading = Comment cette édition lit les règles
humanity-rules-readings = Là où la règle est muette ou ambiguë, Turnpost tranche comme suit.

# The game in one line, as the lists of games show it.
humanity-summary = Envoyez des astronautes à une station automatisée chercher des modules, bâtissez une base et menez des expériences, sur trois ans.
