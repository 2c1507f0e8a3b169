//! `RuleError`: why a submission is refused, in sentences a player can read that name the rule
//! (the design page's section in brackets).

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(usize),
    /// The seat to play, as the log names players (`{pN}`: the platform puts the name there).
    #[error("It is not your turn: {0} is to play.")]
    NotYourTurn(String),
    #[error("This is a setup turn: take a setup card or place a meeple (rule 2.6).")]
    SetupTurnExpected,
    #[error("Setup is over: move a meeple along a route or rest (rule 3.3).")]
    MainTurnExpected,
    #[error("You already took a setup card; each player takes exactly one (rule 2.6).")]
    SecondSetupCard,
    #[error("{0} is not a setup card on the table.")]
    NoSuchSetupCard(String),
    #[error("{0} is not a ready area.")]
    NoSuchArea(String),
    #[error(
        "Setup meeples go only into columns I, II and III, not into the elders' column (rule 2.6)."
    )]
    SetupElders,
    #[error("You already placed a meeple in column {0} during setup; one per column (rule 2.6).")]
    SecondInColumn(&'static str),
    #[error("{area} holds {has} meeples but {fewest} holds only {least}: a setup meeple goes to a ready area with the fewest meeples of its column (rule 2.6).")]
    NotFewest {
        area: String,
        has: u32,
        fewest: String,
        least: u32,
    },
    #[error("{0} is not a route of the board.")]
    NoSuchRoute(String),
    #[error("You have no meeple in {0}, where route {1} starts (rule 5.1).")]
    NoMeepleThere(String, String),
    #[error("Your own meeple is already on {0}; a route must lead to a tile without one of yours (rule 5.1).")]
    OwnMeepleOnTile(String),
    #[error("Route {0} crosses no art icon, so route_art must be left out (rule 5.7).")]
    RouteArtNotAllowed(String),
    #[error("{0} has no art icon, so tile_art must be left out (rule 5.7).")]
    TileArtNotAllowed(String),
    #[error("There is no art display slot {0}: slots are numbered 1 to 4.")]
    NoSuchArtSlot(u8),
    #[error(
        "The art {card} costs {cost} on line {line}, which you cannot pay in full (rule 7.1)."
    )]
    ArtUnaffordable {
        card: String,
        line: u8,
        cost: String,
    },
    #[error("{0} will be performed and loses {1} food: say which fruit and meat you pay in food (rule 5.7).")]
    FoodNeeded(String, u8),
    #[error("The food field applies only when a tile that loses food is performed; leave it out here (rule 5.7).")]
    FoodNotAllowed,
    #[error("The food must add up to {need}, not {given} (rule 0.9).")]
    FoodWrongTotal { need: u8, given: u32 },
    #[error("You have {has_fruit} fruit and {has_meat} meat, so you cannot pay {fruit} fruit and {meat} meat.")]
    FoodShort {
        fruit: u8,
        meat: u8,
        has_fruit: u8,
        has_meat: u8,
    },
    #[error("Barter will be performed: say what you give and what you take (rule 5.7).")]
    BarterNeeded,
    #[error(
        "The barter field applies only when Barter is performed; leave it out here (rule 5.7)."
    )]
    BarterNotAllowed,
    #[error("Barter gives 2 of one type for 3 of a different type; give and take must differ (rule 6.7).")]
    BarterSame,
    #[error("You have fewer than 2 {0} to give in Barter (rule 6.7).")]
    BarterShort(&'static str),
    #[error("{0} has no progress icon, so progress must be left out (rule 5.7).")]
    ProgressNotAllowed(String),
    #[error("There is no {0} pile in play with a card left (rule 8.3).")]
    NoSuchPile(String),
    #[error("You already acquired a {0} card; a name can be acquired only once, even if covered (rule 8.2).")]
    AlreadyAcquired(String),
    #[error("The {card} card costs {cost}, which you cannot pay in full (rule 8.3).")]
    ProgressUnaffordable { card: String, cost: String },
    #[error("A {0} card goes onto its own space of your mat, so slot must be null (rule 8.3).")]
    SlotNotAllowed(String),
    #[error("A {0} card goes into slot 1, 2 or 3; say which (rule 8.3).")]
    SlotNeeded(String),
    #[error("There is no slot {0}: slots are numbered 1 to 3 (rule 8.3).")]
    NoSuchSlot(u8),
    #[error("{0} has no newborn icon, so newborn must be false (rule 5.7).")]
    NewbornNotAllowed(String),
    #[error("No newborn is possible: it needs a meeple on your mat and fewer than {0} of yours in RC (rule 6.6).")]
    NewbornImpossible(u8),
    #[error("cook_food is given only with the cook choice (rule 9.5).")]
    CookFoodNotAllowed,
    #[error("Cooking needs cook_food: which {0} food you cook (rule 9.5).")]
    CookFoodNeeded(u8),
    #[error("Cooking needs {0} food, and you have fewer (rule 9.2).")]
    CookShort(u8),
    #[error("Expanding costs {0} VP and you have fewer (rule 9.3).")]
    ExpandVp(u32),
    #[error("Expanding needs at most {0} of your meeples in RC, and you have more (rule 9.3).")]
    ExpandRcFull(u8),
    #[error("Expanding needs a meeple on your mat, and you have none left there (rule 9.3).")]
    ExpandMatEmpty,
    #[error("The game state is corrupt: {0}.")]
    CorruptState(String),
}
