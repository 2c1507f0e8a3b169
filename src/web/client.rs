//! Who is asking: the client's address, believed from `X-Forwarded-For` only when the request
//! comes from a configured trusted proxy (`--trusted-proxy`); anyone else could write that
//! header to dodge a rate limit or to frame another address.

use actix_web::HttpRequest;
use std::net::IpAddr;

/// The client's address as a rate-limit key ("" when the peer is unknown, as in some tests).
pub fn client_ip(req: &HttpRequest, trusted_proxies: &[IpAddr]) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return String::new();
    };
    let forwarded: Vec<&str> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .collect();
    from_chain(peer, &forwarded, trusted_proxies).to_string()
}

/// Walks the chain from the nearest hop back: each trusted proxy vouches for the address before
/// it; the first address that is not a trusted proxy is the client. An unreadable entry stops
/// the walk at the last hop that could be believed.
fn from_chain(peer: IpAddr, forwarded: &[&str], trusted: &[IpAddr]) -> IpAddr {
    let mut client = peer;
    if !trusted.contains(&peer) {
        return client;
    }
    let hops = forwarded.iter().flat_map(|v| v.split(',')).map(str::trim);
    for hop in hops.collect::<Vec<_>>().into_iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) => {
                client = ip;
                if !trusted.contains(&ip) {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    client
}

#[cfg(test)]
mod tests {
    use super::from_chain;
    use std::net::IpAddr;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    #[test]
    fn the_header_is_believed_only_from_a_trusted_proxy() {
        let proxy = ip("10.0.0.1");
        let trusted = [proxy];
        // A client talking to us directly cannot choose its address.
        assert_eq!(
            from_chain(ip("203.0.113.9"), &["198.51.100.1"], &trusted),
            ip("203.0.113.9")
        );
        // Behind the proxy: the address the proxy saw, not what the client wrote before it.
        assert_eq!(
            from_chain(proxy, &["1.2.3.4, 198.51.100.7"], &trusted),
            ip("198.51.100.7")
        );
        // No header, or garbage: the proxy itself.
        assert_eq!(from_chain(proxy, &[], &trusted), proxy);
        assert_eq!(from_chain(proxy, &["nonsense"], &trusted), proxy);
        // Nothing is trusted by default.
        assert_eq!(from_chain(proxy, &["198.51.100.7"], &[]), proxy);
    }
}
