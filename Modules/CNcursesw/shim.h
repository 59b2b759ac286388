// The parts of ncurses (wide-character build) and POSIX that Bindery's terminal UI calls, with
// the macros Swift cannot import wrapped as functions.
#ifndef BINDERY_CNCURSESW_SHIM_H
#define BINDERY_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#define _GNU_SOURCE 1
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

// A stream that counts the bytes written through it: what the benchmark reports per keystroke.
static unsigned long long bindery_bytes_written = 0;

static ssize_t bindery_counting_write(void *cookie, const char *buffer, size_t size) {
    int fd = (int)(long)cookie;
    bindery_bytes_written += size;
    if (fd < 0) return (ssize_t)size;
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, buffer + done, size - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return done > 0 ? (ssize_t)done : -1;
        }
        done += (size_t)n;
    }
    return (ssize_t)size;
}

/// A stream that writes to `fd` (or nowhere when `fd` is negative) and counts the bytes.
static inline FILE *bindery_counting_stream(int fd) {
    cookie_io_functions_t functions = {NULL, bindery_counting_write, NULL, NULL};
    return fopencookie((void *)(long)fd, "w", functions);
}

/// The bytes written through every counting stream so far.
static inline unsigned long long bindery_counted_bytes(void) { return bindery_bytes_written; }

#endif
