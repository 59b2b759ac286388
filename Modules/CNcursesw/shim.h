// The parts of ncurses (wide-character build) and POSIX that Bindery's terminal UI calls, with
// the macros Swift cannot import wrapped as functions.
#ifndef BINDERY_CNCURSESW_SHIM_H
#define BINDERY_CNCURSESW_SHIM_H

// ncurses' wide-character functions. Only ncurses' own switch: a feature macro of the C library
// (_XOPEN_SOURCE_EXTENDED, _GNU_SOURCE) would make its types differ from those Swift's Glibc
// module sees, and the build fail.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <unistd.h>

/// ncurses' standard screen.
static inline WINDOW *bindery_stdscr(void) { return stdscr; }

/// How many color pairs the terminal has.
static inline int bindery_color_pairs(void) { return COLOR_PAIRS; }

/// Whether the current locale's character set is UTF-8.
static inline int bindery_locale_is_utf8(void) { return strcmp(nl_langinfo(CODESET), "UTF-8") == 0; }

/// The attribute of color pair `pair`.
static inline attr_t bindery_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
static inline attr_t bindery_attr_normal(void) { return A_NORMAL; }
static inline attr_t bindery_attr_bold(void) { return A_BOLD; }
static inline attr_t bindery_attr_dim(void) { return A_DIM; }
static inline attr_t bindery_attr_reverse(void) { return A_REVERSE; }
static inline attr_t bindery_attr_underline(void) { return A_UNDERLINE; }

/// The terminal's size in rows and columns, read from `fd`; returns 0 on success.
static inline int bindery_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

// Signals reach the event loop through a pipe: the handler only writes the signal's number, which
// is async-signal-safe; the loop reads it and acts on the main thread.
static int bindery_signal_pipe = -1;

static void bindery_signal_handler(int signo) {
    int saved = errno;
    unsigned char byte = (unsigned char)signo;
    ssize_t written = write(bindery_signal_pipe, &byte, 1);
    (void)written;
    errno = saved;
}

/// Sends `signo` to `fd` as one byte instead of its default action; returns 0 on success.
static inline int bindery_forward_signal(int signo, int fd) {
    bindery_signal_pipe = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = bindery_signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signo, &action, NULL);
}

/// Gives `signo` its default action back.
static inline int bindery_default_signal(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(signo, &action, NULL);
}

// Whether a terminal is taken over and not yet given back: what the exit hook looks at.
static int bindery_terminal_taken = 0;

/// Records that a terminal is taken over (1) or given back (0).
static inline void bindery_set_terminal_taken(int taken) { bindery_terminal_taken = taken; }

/// Whether a terminal is taken over and not yet given back.
static inline int bindery_is_terminal_taken(void) { return bindery_terminal_taken; }

#ifndef F_SETPIPE_SZ
#define F_SETPIPE_SZ 1031  // Linux's, declared by <fcntl.h> only with _GNU_SOURCE
#endif

// While the terminal UI draws, standard error goes to a log file; the terminal's own standard
// error is kept in `bindery_terminal_stderr`. A process stopped by a trap (a debug build's
// fatalError: SIGILL or SIGTRAP) or a crash gives the terminal back first, says where its message
// went (the runtime wrote it to the log before trapping), and then takes the default action.
// (Arrays live in functions: Swift's importer emits a header's static variables, not its arrays.)
static int bindery_terminal_stderr = -1;

static inline char *bindery_crash_note(void) {
    static char note[1024];
    return note;
}

static inline int bindery_crash_signal(int index) {
    static const int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
    return signals[index];
}

static inline struct sigaction *bindery_previous_crash_action(int index) {
    static struct sigaction actions[6];
    return &actions[index];
}

static void bindery_crash_handler(int signo) {
    if (bindery_terminal_taken) {
        const char *paste_off = "\033[?2004l";
        ssize_t written = write(1, paste_off, strlen(paste_off));
        (void)written;
        endwin();
        bindery_terminal_taken = 0;
    }
    if (bindery_terminal_stderr >= 0) {
        ssize_t written = write(bindery_terminal_stderr, bindery_crash_note(), strlen(bindery_crash_note()));
        (void)written;
    }
    // The default action, not the previous handler: Swift's backtracer would print on the
    // terminal and wait for a key there, over whatever the user had on screen.
    signal(signo, SIG_DFL);
    raise(signo);
}

/// Keeps `terminal_stderr` and `note` for a crash, and catches the signals a trap or a crash
/// raises; returns 0 on success.
static inline int bindery_catch_crashes(int terminal_stderr, const char *note) {
    bindery_terminal_stderr = terminal_stderr;
    strncpy(bindery_crash_note(), note, 1023);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = bindery_crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    for (int index = 0; index < 6; index++) {
        if (sigaction(bindery_crash_signal(index), &action, bindery_previous_crash_action(index)) != 0) return -1;
    }
    return 0;
}

/// Puts back the crash signals' previous handlers.
static inline void bindery_release_crashes(void) {
    for (int index = 0; index < 6; index++) {
        sigaction(bindery_crash_signal(index), bindery_previous_crash_action(index), NULL);
    }
    bindery_terminal_stderr = -1;
}

/// Makes the pipe `fd` hold up to `size` bytes (Linux); returns the capacity, or -1.
static inline int bindery_pipe_capacity(int fd, int size) { return fcntl(fd, F_SETPIPE_SZ, size); }

#endif
