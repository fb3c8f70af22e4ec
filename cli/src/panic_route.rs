//! Where a panic's message goes while the terminal client runs with the
//! server in the same process. The default hook prints to stderr, which is
//! the host's game screen: a panic in a server task (a friend's connection,
//! a game) was printed over the screen. Now only a panic of the UI's own
//! thread (the one that installed the route, which owns the terminal and
//! ends the program) is printed, after the terminal guard has put the
//! terminal back; any other thread's panic goes to the log file and
//! touches neither the screen nor the terminal's mode.

use std::panic::PanicHookInfo;
use std::thread::ThreadId;

/// Where one panic's message goes.
#[derive(Debug, PartialEq, Eq)]
pub enum Destination {
    /// The UI's thread: the program ends, the terminal is already restored.
    Screen,
    /// Any other thread (a server or network task): the log only.
    Log,
}

/// Where a panic on `panicking` goes when `ui` is the UI's thread.
pub fn destination(panicking: ThreadId, ui: ThreadId) -> Destination {
    if panicking == ui {
        Destination::Screen
    } else {
        Destination::Log
    }
}

/// One line for the log: the message and where it was raised.
pub fn describe(info: &PanicHookInfo<'_>) -> String {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string());
    match info.location() {
        Some(at) => format!("{message} (at {}:{})", at.file(), at.line()),
        None => message,
    }
}

/// A panic hook, as `std::panic::set_hook` takes it.
pub type Hook = Box<dyn Fn(&PanicHookInfo<'_>) + Send + Sync + 'static>;

/// A hook that sends the panics of other threads than `ui` to `log` and
/// those of `ui` to `screen` (the previous hook).
pub fn hook(ui: ThreadId, log: impl Fn(String) + Send + Sync + 'static, screen: Hook) -> Hook {
    Box::new(
        move |info| match destination(std::thread::current().id(), ui) {
            Destination::Screen => screen(info),
            Destination::Log => {
                let name = std::thread::current()
                    .name()
                    .unwrap_or("a task")
                    .to_string();
                log(format!("{name} panicked: {}", describe(info)));
            }
        },
    )
}

/// Routes panics from now on: this thread's to the previous hook (stderr,
/// once the terminal guard has restored the terminal), every other
/// thread's to `tracing` (the log file). Call it on the UI's thread before
/// the terminal is set up, so the guard's own hook runs first.
pub fn install() {
    let previous = std::panic::take_hook();
    let ui = std::thread::current().id();
    std::panic::set_hook(hook(ui, |line| tracing::error!("{line}"), previous));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[test]
    fn only_the_ui_thread_reaches_the_screen() {
        let ui = std::thread::current().id();
        assert_eq!(destination(ui, ui), Destination::Screen);
        let other = std::thread::spawn(|| std::thread::current().id())
            .join()
            .unwrap();
        assert_eq!(destination(other, ui), Destination::Log);
    }

    #[test]
    fn a_task_panic_goes_to_the_log_and_not_to_the_screen() {
        let logged = Arc::new(Mutex::new(Vec::<String>::new()));
        let screened = Arc::new(Mutex::new(0usize));
        let (log, screen) = (logged.clone(), screened.clone());
        let ui = std::thread::current().id();
        let route = hook(
            ui,
            move |line| log.lock().unwrap().push(line),
            Box::new(move |_| *screen.lock().unwrap() += 1),
        );
        let previous = std::panic::take_hook();
        std::panic::set_hook(route);
        let crashed = std::thread::Builder::new()
            .name("server-task".into())
            .spawn(|| panic!("called after complete"))
            .unwrap()
            .join();
        std::panic::set_hook(previous);
        assert!(crashed.is_err());
        let logged = logged.lock().unwrap();
        assert_eq!(logged.len(), 1, "{logged:?}");
        assert!(logged[0].contains("server-task panicked: called after complete"));
        assert!(logged[0].contains("panic_route.rs"), "{}", logged[0]);
        assert_eq!(*screened.lock().unwrap(), 0, "nothing reached the screen");
    }
}
