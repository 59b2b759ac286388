#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made so far by
/// this process, counted by the interposed allocator functions in AllocationCounter.c.
long allocation_count(void);

/// The bytes the program holds in heap allocations now (glibc's `mallinfo2().uordblks`).
long allocation_bytes_in_use(void);

#endif
