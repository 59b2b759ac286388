// Counts the jobs the main dispatch queue holds, by interposing dispatch_async_f: the Swift
// runtime enqueues every main-actor job with it (swift_task_enqueueMainExecutor), and Swift 6.3
// offers no hook for main-executor jobs. Each job enqueued on the main queue is wrapped so that
// the count drops once it has run. Only the scenario runner links this (through Scenarios): the
// apps' product code and the styles never see it.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include "CMainQueueJobCount.h"

// libdispatch's own declarations, as its header spells them (the toolchain's headers are not on
// a C target's search path): a queue, a function to run, and the main queue's object.
typedef struct dispatch_queue_s *dispatch_queue_t;
typedef void (*dispatch_function_t)(void *);
extern struct dispatch_queue_s _dispatch_main_q;

typedef void (*dispatch_async_f_t)(dispatch_queue_t, void *, dispatch_function_t);

// Under the thread sanitizer, whose runtime is linked into the same binary, its interceptor of
// dispatch_async_f is the one this definition replaces: the sanitizer learns that a job runs after
// it was enqueued only through that interceptor, so the next function is the interceptor, not
// libdispatch's (with libdispatch's, every main-actor job looked unordered to the sanitizer, which
// then reported main-actor state written "from two threads").
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define BINDERY_THREAD_SANITIZER 1
extern void __interceptor_dispatch_async_f(dispatch_queue_t, void *, dispatch_function_t) __attribute__((weak));
#endif
#endif

static atomic_long pending = 0;
static atomic_int counting = 0;

struct counted_job {
    void *context;
    dispatch_function_t work;
};

static void run_counted(void *context) {
    struct counted_job *job = context;
    job->work(job->context);
    free(job);
    atomic_fetch_sub(&pending, 1);
}

static dispatch_async_f_t next_dispatch_async_f(void) {
    static _Atomic(dispatch_async_f_t) next = NULL;
    dispatch_async_f_t found = atomic_load(&next);
    if (found == NULL) {
#ifdef BINDERY_THREAD_SANITIZER
        found = __interceptor_dispatch_async_f;
        if (found == NULL)
#endif
        found = (dispatch_async_f_t)dlsym(RTLD_NEXT, "dispatch_async_f");
        atomic_store(&next, found);
    }
    return found;
}

void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work) {
    if (atomic_load(&counting) && queue == &_dispatch_main_q) {
        struct counted_job *job = malloc(sizeof *job);
        if (job != NULL) {
            job->context = context;
            job->work = work;
            atomic_fetch_add(&pending, 1);
            next_dispatch_async_f()(queue, job, run_counted);
            return;
        }
    }
    next_dispatch_async_f()(queue, context, work);
}

void bindery_main_queue_count_start(void) {
    atomic_store(&counting, 1);
}

long bindery_main_queue_pending(void) {
    return atomic_load(&counting) ? atomic_load(&pending) : -1;
}
