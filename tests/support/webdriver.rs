//! Test support: a minimal W3C WebDriver client driving headless Debian Chromium through chromedriver.
//!
//! Needs the Debian packages `chromium` and `chromium-driver`
//! (`/usr/bin/chromium`, `/usr/bin/chromedriver`). Tests should skip with a
//! printed note when [`Driver::available`] is false:
//!
//! ```ignore
//! if !Driver::available() { eprintln!("skipping: chromium/chromedriver not installed"); return; }
//! let driver = Driver::start().expect("start chromedriver");
//! ```
//!
//! Built on `ureq` 2 + `serde_json` only. Every error is a `String` that
//! includes the WebDriver error code and message.
#![allow(dead_code)]

use std::fs::File;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use base64::Engine as _;
use serde_json::{json, Value};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// W3C key under which element references travel over the wire.
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A chromedriver process plus one browser session. Dropping it ends the
/// session (which quits Chromium) and kills chromedriver.
pub struct Driver {
    agent: ureq::Agent,
    /// `http://127.0.0.1:PORT`
    base: String,
    session: String,
    child: Child,
    /// Holds the chromedriver log and the Chromium profile; removed on drop.
    dir: tempfile::TempDir,
}

/// A reference to a DOM element of the current page.
pub struct Element<'d> {
    driver: &'d Driver,
    id: String,
}

fn free_port() -> Result<u16, String> {
    let listener =
        TcpListener::bind("127.0.0.1:0").map_err(|e| format!("cannot bind 127.0.0.1:0: {e}"))?;
    let port = listener
        .local_addr()
        .map_err(|e| format!("local_addr: {e}"))?
        .port();
    Ok(port)
}

/// Turns a ureq result into the WebDriver `value`, or a descriptive error.
fn into_value(what: &str, result: Result<ureq::Response, ureq::Error>) -> Result<Value, String> {
    match result {
        Ok(resp) => {
            let body: Value = resp
                .into_json()
                .map_err(|e| format!("{what}: unreadable WebDriver response: {e}"))?;
            Ok(body.get("value").cloned().unwrap_or(Value::Null))
        }
        Err(ureq::Error::Status(code, resp)) => {
            let text = resp.into_string().unwrap_or_default();
            let detail = match serde_json::from_str::<Value>(&text) {
                Ok(body) => {
                    let v = body.get("value").cloned().unwrap_or(Value::Null);
                    let error = v
                        .get("error")
                        .and_then(Value::as_str)
                        .unwrap_or("unknown error");
                    let message = v.get("message").and_then(Value::as_str).unwrap_or("");
                    // The first line of chromedriver's message is the useful one;
                    // the rest is a native stack trace.
                    let message = message.lines().next().unwrap_or("");
                    if message.starts_with(error) {
                        message.to_string()
                    } else {
                        format!("{error}: {message}")
                    }
                }
                Err(_) => text,
            };
            Err(format!("{what}: HTTP {code}: {detail}"))
        }
        Err(e) => Err(format!("{what}: {e}")),
    }
}

fn element_id(value: &Value) -> Option<String> {
    value
        .get(ELEMENT_KEY)
        .and_then(Value::as_str)
        .map(str::to_string)
}

impl Driver {
    /// True when both `/usr/bin/chromium` and `/usr/bin/chromedriver` exist.
    pub fn available() -> bool {
        Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists()
    }

    /// Spawns chromedriver on a free port, waits for it to be ready and opens
    /// a headless Chromium session with a fresh profile (390×900 window).
    pub fn start() -> Result<Driver, String> {
        if !Self::available() {
            return Err(format!("{CHROMIUM} or {CHROMEDRIVER} is missing (apt-get install chromium chromium-driver)"));
        }
        let mut last_err = String::new();
        // The free port can be stolen between our probe and chromedriver's
        // bind; retry a couple of times on a new port.
        for _ in 0..3 {
            match Self::start_once() {
                Ok(d) => return Ok(d),
                Err(e) => last_err = e,
            }
        }
        Err(last_err)
    }

    fn start_once() -> Result<Driver, String> {
        let dir = tempfile::Builder::new()
            .prefix("turnpost-webdriver-")
            .tempdir()
            .map_err(|e| format!("cannot create temp dir: {e}"))?;
        let profile = dir.path().join("profile");
        std::fs::create_dir(&profile).map_err(|e| format!("cannot create profile dir: {e}"))?;
        let log_path = dir.path().join("chromedriver.log");
        let log = File::create(&log_path)
            .map_err(|e| format!("cannot create {}: {e}", log_path.display()))?;
        let log_err = log
            .try_clone()
            .map_err(|e| format!("cannot clone log handle: {e}"))?;
        let port = free_port()?;
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::from(log))
            .stderr(Stdio::from(log_err))
            .spawn()
            .map_err(|e| format!("cannot spawn {CHROMEDRIVER}: {e}"))?;
        let agent = ureq::AgentBuilder::new()
            .timeout_connect(Duration::from_secs(5))
            .timeout(Duration::from_secs(60))
            .build();
        // From here on, `driver` owns the child: any early return drops it,
        // which kills chromedriver (session is empty, so no DELETE is sent).
        let mut driver = Driver {
            agent,
            base: format!("http://127.0.0.1:{port}"),
            session: String::new(),
            child,
            dir,
        };
        driver
            .wait_ready(Duration::from_secs(10))
            .map_err(|e| driver.with_log(e))?;

        let args = [
            "--headless=new".to_string(),
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-quic".to_string(),
            "--no-first-run".to_string(),
            "--disable-background-networking".to_string(),
            "--disable-component-update".to_string(),
            "--disable-sync".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--window-size=390,900".to_string(),
            // Phones draw overlay scrollbars that take no width; so does the test browser.
            "--hide-scrollbars".to_string(),
            format!("--user-data-dir={}", profile.display()),
        ];
        let caps = json!({
            "capabilities": {
                "alwaysMatch": {
                    "goog:chromeOptions": { "binary": CHROMIUM, "args": args },
                    "timeouts": { "implicit": 0, "pageLoad": 30_000, "script": 30_000 },
                }
            }
        });
        let resp = driver
            .agent
            .post(&format!("{}/session", driver.base))
            .send_json(caps);
        let value = into_value("new session", resp).map_err(|e| driver.with_log(e))?;
        let session = value
            .get("sessionId")
            .and_then(Value::as_str)
            .ok_or_else(|| driver.with_log(format!("new session: no sessionId in {value}")))?;
        driver.session = session.to_string();
        Ok(driver)
    }

    fn wait_ready(&mut self, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let url = format!("{}/status", self.base);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Err(format!("chromedriver exited early with {status}"));
            }
            let resp = self.agent.get(&url).timeout(Duration::from_secs(2)).call();
            let last = match into_value("GET /status", resp) {
                Ok(v) if v.get("ready").and_then(Value::as_bool) == Some(true) => return Ok(()),
                Ok(v) => format!("not ready: {v}"),
                Err(e) => e,
            };
            if Instant::now() >= deadline {
                return Err(format!("chromedriver not ready after {timeout:?} ({last})"));
            }
            thread::sleep(Duration::from_millis(100));
        }
    }

    /// Appends the tail of chromedriver's log to an error message.
    fn with_log(&self, err: String) -> String {
        let log =
            std::fs::read_to_string(self.dir.path().join("chromedriver.log")).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        let tail = lines[lines.len().saturating_sub(20)..].join("\n");
        if tail.is_empty() {
            err
        } else {
            format!("{err}\n--- chromedriver log (tail) ---\n{tail}")
        }
    }

    /// Sends a session command. `body` None = GET, Some = POST with that JSON.
    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, String> {
        let url = format!("{}/session/{}{}", self.base, self.session, path);
        let req = self.agent.request(method, &url);
        let resp = match body {
            Some(b) => req.send_json(b),
            None => req.call(),
        };
        into_value(&format!("{method} {path}"), resp)
    }

    fn get(&self, path: &str) -> Result<Value, String> {
        self.cmd("GET", path, None)
    }

    fn post(&self, path: &str, body: Value) -> Result<Value, String> {
        self.cmd("POST", path, Some(body))
    }

    fn get_string(&self, path: &str) -> Result<String, String> {
        let v = self.get(path)?;
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("GET {path}: expected a string, got {v}"))
    }

    /// The WebDriver session id.
    pub fn session_id(&self) -> &str {
        &self.session
    }

    /// Navigates and waits for the page load to finish.
    pub fn goto(&self, url: &str) -> Result<(), String> {
        self.post("/url", json!({ "url": url })).map(drop)
    }

    pub fn current_url(&self) -> Result<String, String> {
        self.get_string("/url")
    }

    pub fn title(&self) -> Result<String, String> {
        self.get_string("/title")
    }

    pub fn page_source(&self) -> Result<String, String> {
        self.get_string("/source")
    }

    /// First element matching the CSS selector (no waiting).
    pub fn find(&self, css: &str) -> Result<Element<'_>, String> {
        let v = self
            .post("/element", json!({ "using": "css selector", "value": css }))
            .map_err(|e| format!("find({css:?}): {e}"))?;
        let id =
            element_id(&v).ok_or_else(|| format!("find({css:?}): no element reference in {v}"))?;
        Ok(Element { driver: self, id })
    }

    /// All elements matching the CSS selector (possibly none).
    pub fn find_all(&self, css: &str) -> Result<Vec<Element<'_>>, String> {
        let v = self
            .post(
                "/elements",
                json!({ "using": "css selector", "value": css }),
            )
            .map_err(|e| format!("find_all({css:?}): {e}"))?;
        let items = v
            .as_array()
            .ok_or_else(|| format!("find_all({css:?}): expected an array, got {v}"))?;
        Ok(items
            .iter()
            .filter_map(element_id)
            .map(|id| Element { driver: self, id })
            .collect())
    }

    /// Polls every 100 ms until an element matches `css`.
    pub fn wait_for(&self, css: &str, timeout: Duration) -> Result<Element<'_>, String> {
        let deadline = Instant::now() + timeout;
        loop {
            match self.find(css) {
                Ok(el) => return Ok(el),
                Err(e) if Instant::now() >= deadline => {
                    let url = self
                        .current_url()
                        .unwrap_or_else(|e| format!("<unknown: {e}>"));
                    return Err(format!(
                        "wait_for({css:?}) timed out after {timeout:?} on {url}: {e}"
                    ));
                }
                Err(_) => thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    /// `find(css)`, clear it, then type `text` into it.
    pub fn fill(&self, css: &str, text: &str) -> Result<(), String> {
        let el = self.find(css)?;
        el.clear()?;
        el.send_keys(text)
    }

    /// Runs a synchronous script (`return ...;` to produce a value). Pass
    /// elements as arguments with [`Element::to_json`]; elements returned by
    /// the script come back as `{"element-6066-...": id}` objects.
    pub fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value, String> {
        self.post("/execute/sync", json!({ "script": script, "args": args }))
    }

    /// Screenshot of the viewport as PNG bytes.
    pub fn screenshot_bytes(&self) -> Result<Vec<u8>, String> {
        let b64 = self.get_string("/screenshot")?;
        base64::engine::general_purpose::STANDARD
            .decode(b64.as_bytes())
            .map_err(|e| format!("screenshot: invalid base64: {e}"))
    }

    /// Writes a PNG screenshot of the viewport to `path`.
    pub fn screenshot_png(&self, path: impl AsRef<Path>) -> Result<(), String> {
        let path = path.as_ref();
        let png = self.screenshot_bytes()?;
        std::fs::write(path, png)
            .map_err(|e| format!("screenshot: cannot write {}: {e}", path.display()))
    }

    /// Resizes the browser window (outer size, in CSS pixels).
    pub fn set_window_size(&self, width: u32, height: u32) -> Result<(), String> {
        self.post("/window/rect", json!({ "width": width, "height": height }))
            .map(drop)
    }

    /// Forces the layout viewport to exactly `width`×`height` CSS pixels via
    /// chromedriver's CDP bridge (`Emulation.setDeviceMetricsOverride`).
    /// Chromium clamps real windows to >= 500 px wide: with `--window-size=390,900`
    /// the page starts with `innerWidth` 500 (a later `set_window_size(390, ..)`
    /// does report 390). This override is exact and does not depend on the
    /// window. Desktop semantics (`mobile: false`): no meta-viewport scaling.
    pub fn emulate_viewport(&self, width: u32, height: u32) -> Result<(), String> {
        self.post(
            "/goog/cdp/execute",
            json!({
                "cmd": "Emulation.setDeviceMetricsOverride",
                "params": { "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false },
            }),
        )
        .map(drop)
    }

    /// Browser back button.
    pub fn back(&self) -> Result<(), String> {
        self.post("/back", json!({})).map(drop)
    }

    pub fn refresh(&self) -> Result<(), String> {
        self.post("/refresh", json!({})).map(drop)
    }

    /// Cookies of the current page as returned by WebDriver (objects with `name`, `value`, ...).
    pub fn cookies(&self) -> Result<Vec<Value>, String> {
        let v = self.get("/cookie")?;
        v.as_array()
            .cloned()
            .ok_or_else(|| format!("GET /cookie: expected an array, got {v}"))
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            // Ends the session; chromedriver quits Chromium.
            let url = format!("{}/session/{}", self.base, self.session);
            let _ = self
                .agent
                .delete(&url)
                .timeout(Duration::from_secs(10))
                .call();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl std::fmt::Debug for Driver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Driver")
            .field("base", &self.base)
            .field("session", &self.session)
            .finish()
    }
}

impl<'d> Element<'d> {
    fn path(&self, suffix: &str) -> String {
        format!("/element/{}{}", self.id, suffix)
    }

    /// The element as a script argument for [`Driver::execute`].
    pub fn to_json(&self) -> Value {
        json!({ ELEMENT_KEY: self.id })
    }

    pub fn click(&self) -> Result<(), String> {
        self.driver.post(&self.path("/click"), json!({})).map(drop)
    }

    /// Types `text` (appends to the current value of an input).
    pub fn send_keys(&self, text: &str) -> Result<(), String> {
        self.driver
            .post(&self.path("/value"), json!({ "text": text }))
            .map(drop)
    }

    /// Clears an input or textarea.
    pub fn clear(&self) -> Result<(), String> {
        self.driver.post(&self.path("/clear"), json!({})).map(drop)
    }

    /// Rendered (visible) text.
    pub fn text(&self) -> Result<String, String> {
        self.driver.get_string(&self.path("/text"))
    }

    /// Attribute (or, per WebDriver semantics, reflected property) value;
    /// `None` when absent.
    pub fn attr(&self, name: &str) -> Result<Option<String>, String> {
        let v = self.driver.get(&self.path(&format!("/attribute/{name}")))?;
        Ok(match v {
            Value::Null => None,
            Value::String(s) => Some(s),
            other => Some(other.to_string()),
        })
    }

    /// DOM property (e.g. `value` of an input, which reflects typing).
    pub fn property(&self, name: &str) -> Result<Value, String> {
        self.driver.get(&self.path(&format!("/property/{name}")))
    }

    /// Submits the form this element is (in): clicks the form's first submit
    /// button (`button[type=submit]`, `input[type=submit]`, `button` without a
    /// type) like a user would, or calls `form.requestSubmit()` when there is none.
    pub fn submit_form(&self) -> Result<(), String> {
        let script = r#"
            const el = arguments[0];
            const form = el.tagName === 'FORM' ? el : (el.form || el.closest('form'));
            if (!form) { return 'no-form'; }
            const button = form.querySelector('button[type=submit], input[type=submit], button:not([type])');
            if (button) { return button; }
            form.requestSubmit();
            return 'submitted';
        "#;
        let v = self.driver.execute(script, vec![self.to_json()])?;
        if let Some(id) = element_id(&v) {
            return Element {
                driver: self.driver,
                id,
            }
            .click();
        }
        match v.as_str() {
            Some("submitted") => Ok(()),
            Some("no-form") => Err("submit_form: element is not inside a <form>".to_string()),
            _ => Err(format!("submit_form: unexpected script result {v}")),
        }
    }

    /// Finds a descendant matching `css`.
    pub fn find(&self, css: &str) -> Result<Element<'d>, String> {
        let v = self
            .driver
            .post(
                &self.path("/element"),
                json!({ "using": "css selector", "value": css }),
            )
            .map_err(|e| format!("find({css:?}) within element: {e}"))?;
        let id =
            element_id(&v).ok_or_else(|| format!("find({css:?}): no element reference in {v}"))?;
        Ok(Element {
            driver: self.driver,
            id,
        })
    }
}

impl std::fmt::Debug for Element<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Element").field("id", &self.id).finish()
    }
}
