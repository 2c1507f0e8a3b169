// @generated-style: kept in the shape `diesel print-schema` writes for `migrations/`.

diesel::table! {
    site_settings (key) {
        key -> Text,
        value -> Text,
    }
}

diesel::table! {
    users (id) {
        id -> Integer,
        email -> Text,
        display_name -> Text,
        password_hash -> Text,
        email_verified_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        name_key -> Nullable<Text>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Integer,
        token_hash -> Text,
        user_id -> Integer,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    email_links (id) {
        id -> Integer,
        nonce -> Text,
        purpose -> Text,
        user_id -> Integer,
        new_email -> Nullable<Text>,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    outbox (id) {
        id -> Integer,
        message_id -> Text,
        to_addr -> Text,
        subject -> Text,
        text_body -> Text,
        html_body -> Text,
        headers -> Text,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> Timestamp,
        locked_until -> Nullable<Timestamp>,
        last_error -> Nullable<Text>,
        created_at -> Timestamp,
        sent_at -> Nullable<Timestamp>,
        kind -> Nullable<Text>,
        notify_user_id -> Nullable<Integer>,
        game_id -> Nullable<Integer>,
        notified_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    games (id) {
        id -> Integer,
        game -> Text,
        status -> Text,
        creator_id -> Integer,
        seats -> Integer,
        time_limit_days -> Integer,
        is_open -> Bool,
        timeout_policy -> Text,
        seed -> BigInt,
        state -> Nullable<Text>,
        version -> Integer,
        to_act -> Text,
        turn_started_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        started_at -> Nullable<Timestamp>,
        finished_at -> Nullable<Timestamp>,
        public_when_finished -> Bool,
        options -> Text,
    }
}

diesel::table! {
    game_players (id) {
        id -> Integer,
        game_id -> Integer,
        user_id -> Integer,
        seat -> Nullable<Integer>,
        colour -> Text,
        joined_at -> Timestamp,
        deadline_at -> Nullable<Timestamp>,
        decision_started_at -> Nullable<Timestamp>,
        reminders_sent -> Integer,
        last_reminder_at -> Nullable<Timestamp>,
        timeouts_in_row -> Integer,
        abandoned -> Bool,
        muted -> Bool,
        vote -> Nullable<Text>,
        turn_mail_held -> Bool,
        talk_mailed_through -> Integer,
        talk_due_at -> Nullable<Timestamp>,
        talk_mailed_at -> Nullable<Timestamp>,
        resigned -> Bool,
        end_vote -> Bool,
        bot_level -> Nullable<Text>,
        bot_vote_seat -> Nullable<Integer>,
        bot_vote_level -> Nullable<Text>,
    }
}

diesel::table! {
    invitations (id) {
        id -> Integer,
        game_id -> Integer,
        email -> Text,
        nonce -> Text,
        invited_by -> Integer,
        accepted_by -> Nullable<Integer>,
        accepted_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        seat -> Nullable<Integer>,
    }
}

diesel::table! {
    game_events (id) {
        id -> Integer,
        game_id -> Integer,
        version -> Integer,
        seat -> Integer,
        user_id -> Nullable<Integer>,
        action -> Text,
        log -> Text,
        concurrent -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> Integer,
        user_id -> Integer,
        name -> Text,
        token_hash -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
        revoked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    game_snapshots (game_id, version) {
        game_id -> Integer,
        version -> Integer,
        state -> Text,
    }
}

diesel::table! {
    finished_games (game_id) {
        game_id -> Integer,
        game -> Text,
        started_at -> Timestamp,
        finished_at -> Timestamp,
        actions -> Integer,
        winning_score -> Nullable<BigInt>,
        public -> Bool,
    }
}

diesel::table! {
    game_results (game_id, seat) {
        game_id -> Integer,
        seat -> Integer,
        user_id -> Integer,
        rank -> Integer,
        score -> BigInt,
    }
}

diesel::table! {
    user_prefs (user_id) {
        user_id -> Integer,
        time_zone -> Text,
        quiet_start -> Integer,
        quiet_end -> Integer,
        mail_turn -> Bool,
        mail_reminders -> Bool,
        mail_events -> Bool,
        mail_invitations -> Bool,
        digest -> Bool,
        digest_hour -> Integer,
        digest_sent_on -> Nullable<Date>,
        remind_after_hours -> Integer,
        remind_before_hours -> Integer,
        bank_year -> Integer,
        bank_used -> Integer,
        mail_talk -> Text,
        confirm_turns -> Bool,
        act_by_mail -> Bool,
        language -> Text,
    }
}

diesel::table! {
    seat_holders (id) {
        id -> Integer,
        game_id -> Integer,
        seat -> Integer,
        user_id -> Integer,
        until_step -> Integer,
    }
}

diesel::table! {
    game_notes (game_id, user_id) {
        game_id -> Integer,
        user_id -> Integer,
        body -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    game_messages (id) {
        id -> Integer,
        game_id -> Integer,
        user_id -> Integer,
        seat -> Nullable<Integer>,
        body -> Text,
        private -> Bool,
        hidden_by -> Nullable<Integer>,
        by_mail -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    vacations (id) {
        id -> Integer,
        user_id -> Integer,
        starts_on -> Date,
        ends_on -> Date,
        charged_through -> Nullable<Date>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    mail_received (id) {
        id -> Integer,
        user_id -> Integer,
        message_key -> Text,
        received_at -> Timestamp,
    }
}

diesel::table! {
    mail_choices (id) {
        id -> Integer,
        nonce -> Text,
        user_id -> Integer,
        game_id -> Integer,
        version -> Integer,
        path -> Text,
        label -> Text,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    login_links (id) {
        id -> Integer,
        nonce -> Text,
        user_id -> Integer,
        game_id -> Integer,
        decision_started_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    mail_suppressions (address) {
        address -> Text,
        route -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    mail_sends (id) {
        id -> Integer,
        kind -> Text,
        address -> Text,
        sender_id -> Nullable<Integer>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    rate_hits (id) {
        id -> Integer,
        scope -> Text,
        key -> Text,
        at -> Timestamp,
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(email_links -> users (user_id));
diesel::joinable!(game_players -> games (game_id));
diesel::joinable!(game_players -> users (user_id));
diesel::joinable!(game_events -> games (game_id));
diesel::joinable!(invitations -> games (game_id));
diesel::joinable!(api_tokens -> users (user_id));
diesel::joinable!(game_snapshots -> games (game_id));
diesel::joinable!(finished_games -> games (game_id));
diesel::joinable!(game_results -> finished_games (game_id));
diesel::joinable!(game_results -> users (user_id));
diesel::joinable!(user_prefs -> users (user_id));
diesel::joinable!(vacations -> users (user_id));
diesel::joinable!(game_messages -> games (game_id));
diesel::joinable!(login_links -> games (game_id));
diesel::joinable!(mail_received -> users (user_id));
diesel::joinable!(mail_choices -> games (game_id));
diesel::joinable!(mail_sends -> users (sender_id));
diesel::joinable!(seat_holders -> games (game_id));
diesel::joinable!(seat_holders -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    site_settings,
    users,
    sessions,
    email_links,
    outbox,
    games,
    game_players,
    invitations,
    game_events,
    api_tokens,
    game_snapshots,
    finished_games,
    game_results,
    user_prefs,
    vacations,
    login_links,
    mail_suppressions,
    mail_sends,
    game_messages,
    game_notes,
    rate_hits,
    mail_received,
    mail_choices,
    seat_holders,
);
