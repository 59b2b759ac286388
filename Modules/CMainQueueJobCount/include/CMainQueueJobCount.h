#ifndef BINDERY_CMAINQUEUEJOBCOUNT_H
#define BINDERY_CMAINQUEUEJOBCOUNT_H

/// How many jobs the main dispatch queue holds that have been enqueued and not yet finished,
/// counted since the first call of bindery_main_queue_count_start(): the main actor's jobs and
/// anything else dispatched there asynchronously. A scenario run uses it to tell when the main
/// actor is idle (docs/ARCHITECTURE.md, "Quiescence").
long bindery_main_queue_pending(void);

/// Starts counting. Before it, bindery_main_queue_pending() returns -1.
void bindery_main_queue_count_start(void);

#endif
