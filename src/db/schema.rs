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
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(email_links -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(site_settings, users, sessions, email_links, outbox);
