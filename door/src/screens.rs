//! How much screen one address's SSH sessions may have. A session's client
//! keeps two buffers of its terminal's cells (about 100 bytes a cell, with
//! the anchored backend), so the screen's size is its memory: 80 sessions
//! at 400x200 from one address took the server from 17 MB to 639 MB. A
//! session's size is capped at [`MAX_COLS`] x [`MAX_ROWS`], and its cells
//! are counted against its address, which may hold `--ssh-cells-per-addr`
//! (by default eight of the largest, 150 of 80x24) in all: a session that would go over is
//! refused, a window change that would is not followed.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The largest terminal drawn; a client may claim any size.
pub const MAX_COLS: u16 = 300;
pub const MAX_ROWS: u16 = 120;

/// A terminal size as the UI takes it: at least 1, at most `max`.
fn clamp_size(n: u32, max: u16) -> u16 {
    u16::try_from(n.max(1)).unwrap_or(max).min(max)
}

/// A size a client asked for, clamped to the cap.
pub fn clamped(cols: u32, rows: u32) -> (u16, u16) {
    (clamp_size(cols, MAX_COLS), clamp_size(rows, MAX_ROWS))
}

/// The cells every address's sessions hold now.
#[derive(Clone)]
pub struct Screens {
    max: u64,
    held: Arc<Mutex<HashMap<IpAddr, u64>>>,
}

/// One session's screen, counted against its address until dropped.
pub struct ScreenShare {
    ip: IpAddr,
    cells: u64,
    screens: Screens,
}

impl Screens {
    /// At most `max` cells per address.
    pub fn new(max: u64) -> Self {
        Screens {
            max,
            held: Arc::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, u64>> {
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A share of `size` for a session from `ip` (the address's group
    /// key), unless the address would go over its cells.
    pub fn reserve(&self, ip: IpAddr, size: (u16, u16)) -> Option<ScreenShare> {
        let cells = area(size);
        let mut held = self.lock();
        let now = held.get(&ip).copied().unwrap_or(0);
        if now + cells > self.max {
            return None;
        }
        held.insert(ip, now + cells);
        Some(ScreenShare {
            ip,
            cells,
            screens: self.clone(),
        })
    }
}

impl ScreenShare {
    /// Takes `size` instead of the size held, if the address has room for
    /// it (a smaller size always fits).
    pub fn resize(&mut self, size: (u16, u16)) -> bool {
        let cells = area(size);
        let mut held = self.screens.lock();
        let total = held.entry(self.ip).or_insert(0);
        let others = total.saturating_sub(self.cells);
        if cells > self.cells && others + cells > self.screens.max {
            return false;
        }
        *total = others + cells;
        self.cells = cells;
        true
    }
}

impl Drop for ScreenShare {
    fn drop(&mut self) {
        let mut held = self.screens.lock();
        if let Some(total) = held.get_mut(&self.ip) {
            *total = total.saturating_sub(self.cells);
            if *total == 0 {
                held.remove(&self.ip);
            }
        }
    }
}

fn area((cols, rows): (u16, u16)) -> u64 {
    u64::from(cols) * u64::from(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_capped() {
        assert_eq!(clamped(400, 200), (MAX_COLS, MAX_ROWS));
        assert_eq!(clamped(0, u32::MAX), (1, MAX_ROWS));
        assert_eq!(clamped(80, 24), (80, 24));
    }

    #[test]
    fn an_address_has_so_many_cells_and_gets_them_back() {
        let screens = Screens::new(100 * 50);
        let a: IpAddr = [10, 0, 0, 1].into();
        let mut first = screens.reserve(a, (50, 50)).unwrap();
        let second = screens.reserve(a, (50, 50)).unwrap();
        assert!(screens.reserve(a, (1, 1)).is_none(), "the address is full");
        assert!(screens.reserve([10, 0, 0, 2].into(), (100, 50)).is_some());
        assert!(!first.resize((60, 50)), "growing needs room");
        assert!(first.resize((10, 10)), "shrinking always fits");
        assert!(screens.reserve(a, (40, 50)).is_some());
        drop(second);
        drop(first);
        assert!(screens.lock().get(&a).is_none());
    }

    #[test]
    fn the_server_flag_defaults_to_eight_of_the_largest_screens() {
        let config = chomp_server::facade::Config::default();
        let largest = u64::from(MAX_COLS) * u64::from(MAX_ROWS);
        assert_eq!(config.ssh_cells_per_addr, 8 * largest);
        assert_eq!(config.ssh_cells_per_addr / (80 * 24), 150);
    }
}
