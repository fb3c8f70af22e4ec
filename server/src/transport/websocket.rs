//! The WebSocket settings of every connection, applied at the upgrade:
//! they belong to the transport, below the connection that uses the socket.

use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Frames up to this size are read so that a too-large one can be answered
/// with `too_large` on a connection that stays usable; beyond it the
/// transport gives up on the peer.
const TRANSPORT_MAX: usize = 256 * 1024;

/// Read chunk of one connection. tungstenite allocates it up front for every
/// socket (128 KiB by default, 1.3 GB per 10,000 idle sockets) and zeroes it
/// before every read attempt, including those that find nothing (11 % of
/// the server's instructions at 4 KiB under load); frames here are a few
/// hundred bytes, and a larger one is simply read in several chunks.
const READ_CHUNK: usize = 1024;

/// Outgoing bytes gathered before a write; not preallocated, only a threshold.
const WRITE_CHUNK: usize = 4 * 1024;

/// The WebSocket limits: small buffers, bounded messages.
pub fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default()
        .max_message_size(Some(TRANSPORT_MAX))
        .max_frame_size(Some(TRANSPORT_MAX))
        .read_buffer_size(READ_CHUNK)
        .write_buffer_size(WRITE_CHUNK)
        .max_write_buffer_size(1024 * 1024)
}

/// The upgrade's answer names the service (`chomp_protocol::SERVICE_HEADER`)
/// so that the client picks the token filed under it before its `hello`.
// The callback's error type is tungstenite's own, never returned here.
#[allow(clippy::result_large_err)]
pub fn service_header(
    id: Option<&str>,
) -> impl FnOnce(&Request, Response) -> Result<Response, ErrorResponse> + Unpin {
    let value = id.and_then(|id| HeaderValue::from_str(id).ok());
    move |_request: &Request, mut response: Response| {
        if let Some(value) = value {
            response
                .headers_mut()
                .insert(chomp_protocol::SERVICE_HEADER, value);
        }
        Ok(response)
    }
}
