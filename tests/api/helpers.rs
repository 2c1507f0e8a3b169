//! `TestApp`: starts the application on port 0 with its own database file, SMTP listener and
//! settable clock; `Client`: a browser-like HTTP client (cookies, no automatic redirects).

use crate::smtp::{Received, SmtpServer};
use chrono::{Duration, Utc};
use std::sync::Arc;
use std::time::Duration as StdDuration;
use turnpost::clock::ManualClock;
use turnpost::config::Settings;
use turnpost::startup::Application;
use turnpost::state::AppState;

pub const MAIL_WAIT: StdDuration = StdDuration::from_secs(15);
pub const PASSWORD: &str = "a long enough password";

pub struct TestApp {
    pub base: String,
    pub smtp: Option<SmtpServer>,
    pub clock: Arc<ManualClock>,
    pub state: actix_web::web::Data<AppState>,
    settings: Settings,
    _dir: tempfile::TempDir,
    /// The PostgreSQL database of a `TURNPOST_TEST_DATABASE=postgres` run; dropped after the
    /// app (fields drop in order).
    pg: Option<crate::postgres::Database>,
}

impl TestApp {
    /// The app with a real SMTP listener.
    pub fn spawn() -> Self {
        Self::start(true)
    }

    /// The app with no SMTP configured: mail goes to `/dev/mailbox`.
    pub fn spawn_mailbox() -> Self {
        Self::start(false)
    }

    /// The app with a real SMTP listener and settings changed by `tweak` (trusted proxies, DKIM,
    /// the address it binds, ...).
    pub fn spawn_with(tweak: impl FnOnce(&mut Settings)) -> Self {
        Self::start_with(true, tweak)
    }

    /// The app with no SMTP configured and settings changed by `tweak`.
    pub fn spawn_mailbox_with(tweak: impl FnOnce(&mut Settings)) -> Self {
        Self::start_with(false, tweak)
    }

    fn start(with_smtp: bool) -> Self {
        Self::start_with(with_smtp, |_| {})
    }

    fn start_with(with_smtp: bool, tweak: impl FnOnce(&mut Settings)) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let db_path = dir.path().join("test.db");
        let pg = crate::postgres::suite_on_postgres().then(|| {
            crate::postgres::Database::create(&crate::postgres::admin_url().unwrap_or_default())
        });
        let smtp = with_smtp.then(SmtpServer::start);
        let mut settings = Settings {
            bind: "127.0.0.1:0".into(),
            database_url: pg
                .as_ref()
                .map_or_else(|| db_path.display().to_string(), |d| d.url.clone()),
            base_url: String::new(),
            smtp_url: smtp.as_ref().map(|s| s.url()),
            mail_from: "Turnpost <turnpost@test.example>".into(),
            pool_size: 4,
            scheduler_period: None,
            // The inbound listener's DKIM and SPF checks ask no DNS server (no network here).
            inbound_dns: Some(Vec::new()),
            ..Settings::default()
        };
        tweak(&mut settings);
        let clock = Arc::new(ManualClock::new(Utc::now()));
        let (port, state) = start_instance(settings.clone(), clock.clone());
        let base = format!("http://127.0.0.1:{port}");
        if settings.bind.starts_with("127.0.0.1:") && settings.base_url.is_empty() {
            assert_eq!(
                state.settings.base_url, base,
                "an empty base URL follows the bound port"
            );
        }
        Self {
            base,
            smtp,
            clock,
            state,
            settings,
            _dir: dir,
            pg,
        }
    }

    /// Whether this app runs on PostgreSQL (`TURNPOST_TEST_DATABASE=postgres`).
    pub fn on_postgres(&self) -> bool {
        self.pg.is_some()
    }

    /// A second server process on the same database file, SMTP server and clock.
    pub fn second_instance(&self) -> actix_web::web::Data<AppState> {
        start_instance(self.settings.clone(), self.clock.clone()).1
    }

    /// A second server process as `second_instance`, its settings changed by `tweak` (the
    /// address of its own inbound listener, ...).
    pub fn second_instance_with(
        &self,
        tweak: impl FnOnce(&mut Settings),
    ) -> actix_web::web::Data<AppState> {
        let mut settings = self.settings.clone();
        tweak(&mut settings);
        start_instance(settings, self.clock.clone()).1
    }

    pub fn client(&self) -> Client {
        Client::new(&self.base)
    }

    pub fn smtp(&self) -> &SmtpServer {
        self.smtp.as_ref().expect("this app has an SMTP listener")
    }

    /// The next message to `to`, from the SMTP listener.
    pub fn mail_to(&self, to: &str) -> Received {
        self.smtp().wait_for_to(to, MAIL_WAIT)
    }

    /// Moves the clock, once no message is being sent or due: a lease is measured on this clock,
    /// and a jump in the middle of a send would let another worker take the message again.
    pub fn advance(&self, by: Duration) {
        use turnpost::clock::Clock;
        let start = std::time::Instant::now();
        loop {
            let mut conn = self.state.pool.get().expect("conn");
            let busy = turnpost::db::models::outbox::in_flight(&mut conn, self.clock.now_naive())
                .expect("count");
            if busy == 0 || start.elapsed() > StdDuration::from_secs(10) {
                break;
            }
            drop(conn);
            std::thread::sleep(StdDuration::from_millis(5));
        }
        self.clock.advance(by);
        self.state.mail_wake.notify_one();
    }

    /// Registers, verifies through the mailed link, and logs in; returns the logged-in client.
    pub fn verified_user(&self, email: &str, name: &str) -> Client {
        let client = self.client();
        client.register(email, name, PASSWORD).assert_status(303);
        let mail = self.mail_to(email);
        let link = link_with(&mail, "/verify?token=");
        client.follow_confirm_link(&link).assert_status(303);
        client.login(email, PASSWORD).assert_status(303);
        client
    }
}

/// Builds and runs an application in its own thread; returns its port and state.
fn start_instance(
    settings: Settings,
    clock: Arc<ManualClock>,
) -> (u16, actix_web::web::Data<AppState>) {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let app = Application::build_with_clock(settings, clock).expect("app builds");
            tx.send((app.port(), app.state.clone()))
                .expect("test alive");
            app.run_until_stopped().await
        })
    });
    rx.recv_timeout(StdDuration::from_secs(30))
        .expect("app started")
}

pub fn link_with(mail: &Received, needle: &str) -> String {
    mail.links()
        .into_iter()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no link with {needle} in mail:\n{}", mail.text_body()))
}

pub struct Client {
    base: String,
    agent: ureq::Agent,
    /// Sent with every request (`with_header`).
    headers: Vec<(String, String)>,
}

pub struct Resp {
    pub status: u16,
    pub body: String,
    pub headers: Vec<(String, String)>,
}

impl Resp {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn headers_all(&self, name: &str) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
            .collect()
    }

    #[track_caller]
    pub fn assert_status(&self, status: u16) -> &Self {
        assert_eq!(
            self.status, status,
            "unexpected status; body:\n{}",
            self.body
        );
        self
    }

    #[track_caller]
    pub fn assert_contains(&self, text: &str) -> &Self {
        assert!(
            self.body.contains(text),
            "body lacks {text:?}:\n{}",
            self.body
        );
        self
    }

    pub fn location(&self) -> &str {
        self.header("location").unwrap_or("")
    }

    /// The CSRF token of the first form on the page.
    pub fn csrf(&self) -> String {
        field_value(&self.body, "csrf")
            .unwrap_or_else(|| panic!("no csrf field in:\n{}", self.body))
    }
}

/// The action of the first `<form method="post">` on the page whose action contains `needle`
/// (the layout has a logout form too).
pub fn form_action(html: &str, needle: &str) -> Option<String> {
    let marker = "<form method=\"post\" action=\"";
    html.match_indices(marker).find_map(|(at, _)| {
        let start = at + marker.len();
        let end = html[start..].find('"')? + start;
        let action = &html[start..end];
        action.contains(needle).then(|| action.to_string())
    })
}

/// The value of the first hidden input named `name`.
pub fn field_value(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(
        html[start..end]
            .replace("&#43;", "+")
            .replace("&#x2b;", "+"),
    )
}

impl Client {
    pub fn new(base: &str) -> Self {
        let agent = ureq::AgentBuilder::new()
            .redirects(0)
            .timeout(StdDuration::from_secs(30))
            .build();
        Self {
            base: base.to_string(),
            agent,
            headers: Vec::new(),
        }
    }

    /// This client sends `name: value` with every request (e.g. `X-Forwarded-For`).
    pub fn with_header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.to_string(), value.to_string()));
        self
    }

    fn request(&self, method: &str, path: &str) -> ureq::Request {
        self.headers
            .iter()
            .fold(self.agent.request(method, &self.url(path)), |r, (n, v)| {
                r.set(n, v)
            })
    }

    fn url(&self, path: &str) -> String {
        if path.starts_with("http") {
            path.to_string()
        } else {
            format!("{}{}", self.base, path)
        }
    }

    fn finish(result: Result<ureq::Response, ureq::Error>) -> Resp {
        let response = match result {
            Ok(r) => r,
            Err(ureq::Error::Status(_, r)) => r,
            Err(e) => panic!("request failed: {e}"),
        };
        let status = response.status();
        let headers = response
            .headers_names()
            .into_iter()
            .flat_map(|n| {
                response
                    .all(&n)
                    .into_iter()
                    .map(move |v| (n.clone(), v.to_string()))
                    .collect::<Vec<_>>()
            })
            .collect();
        let body = response.into_string().unwrap_or_default();
        Resp {
            status,
            body,
            headers,
        }
    }

    pub fn get(&self, path: &str) -> Resp {
        Self::finish(self.request("GET", path).call())
    }

    pub fn post(&self, path: &str, form: &[(&str, &str)]) -> Resp {
        Self::finish(self.request("POST", path).send_form(form))
    }

    /// Posts a JSON body (the API), with this client's cookies.
    pub fn post_json(&self, path: &str, body: serde_json::Value) -> Resp {
        Self::finish(self.request("POST", path).send_json(body))
    }

    /// Posts a form with the CSRF token of the page at `page`.
    pub fn submit(&self, page: &str, action: &str, form: &[(&str, &str)]) -> Resp {
        let csrf = self.get(page).csrf();
        let mut fields = vec![("csrf", csrf.as_str())];
        fields.extend_from_slice(form);
        self.post(action, &fields)
    }

    pub fn register(&self, email: &str, name: &str, password: &str) -> Resp {
        self.submit(
            "/register",
            "/register",
            &[("email", email), ("name", name), ("password", password)],
        )
    }

    pub fn login(&self, email: &str, password: &str) -> Resp {
        self.submit(
            "/login",
            "/login",
            &[("email", email), ("password", password)],
        )
    }

    /// Follows the link of a turn mail the way a person does: opens it (a page that changes
    /// nothing), then presses its one button ("Continue to the game as ..."). Returns the
    /// answer to the button.
    #[track_caller]
    pub fn follow_turn_link(&self, link: &str) -> Resp {
        let page = self.get(link);
        page.assert_status(200).assert_contains("Continue");
        let token = field_value(&page.body, "token").expect("token field");
        let action = form_action(&page.body, "/enter").expect("the form of the link's page");
        self.post(&action, &[("csrf", &page.csrf()), ("token", &token)])
    }

    /// Opens a mailed link's confirmation page and presses its button.
    pub fn follow_confirm_link(&self, link: &str) -> Resp {
        let page = self.get(link);
        page.assert_status(200);
        let token = field_value(&page.body, "token").expect("token field");
        let action = if link.contains("/confirm-email") {
            "/confirm-email"
        } else {
            "/verify"
        };
        self.post(action, &[("csrf", &page.csrf()), ("token", &token)])
    }
}
