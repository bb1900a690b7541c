// Generated from the BFF's OpenAPI document by scripts/web-api-types.ts: do not edit by hand.
// Test code only: the web app reads answers through the contracts' schemas.

export interface paths {
    "/api/admin/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every agent, with how many applications each brought */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agents by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationsCount: number;
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            name: string;
                            phone: string | null;
                            referralLink: string;
                            slug: string;
                        }[];
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an agent; the referral slug comes from the name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description The new agent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationsCount: number;
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            name: string;
                            phone: string | null;
                            referralLink: string;
                            slug: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an agent's details or active flag (the slug stays) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        isActive?: boolean;
                        name?: string;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description The agent as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationsCount: number;
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            name: string;
                            phone: string | null;
                            referralLink: string;
                            slug: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an agent (their applications keep the name) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The funnel submitted, in review, approved, funded (counts, dollars, median times) of the applications submitted in a date range, overall and per agent; where they are now; entity types and industries */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    timeZone?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAgents: number;
                            agents: {
                                agentEmail: string | null;
                                agentName: string | null;
                                funnel: {
                                    applications: number;
                                    dollars: number;
                                    medianSecondsFromPrevious: number | null;
                                    /** @enum {string} */
                                    stage: "submitted" | "in_review" | "approved" | "funded";
                                }[];
                            }[];
                            entityTypes: {
                                count: number;
                                entityType: string;
                            }[];
                            funnel: {
                                applications: number;
                                dollars: number;
                                medianSecondsFromPrevious: number | null;
                                /** @enum {string} */
                                stage: "submitted" | "in_review" | "approved" | "funded";
                            }[];
                            industries: {
                                count: number;
                                industry: string;
                            }[];
                            range: {
                                from: string;
                                timeZone: string;
                                to: string;
                            };
                            reviewStatuses: {
                                count: number;
                                /** @enum {string} */
                                reviewStatus: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                            }[];
                            totalAgents: number;
                            totalApplications: number;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of applications, newest first (SSN and EIN masked) */
        get: {
            parameters: {
                query?: {
                    assignee?: ("me" | "none") | string;
                    minMonthlyDeposits?: number;
                    page?: number;
                    pageSize?: number;
                    reviewStatus?: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                    search?: string;
                    sort?: "newest" | "oldest" | "amount-high" | "amount-low" | "activity-recent" | "activity-oldest" | "business-az" | "business-za";
                    state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    status?: "processing" | "complete" | "failed";
                    view?: "my-queue" | "new-unassigned" | "missing-documents-stale";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applications: {
                                acceptTerms: boolean;
                                additionalDoc1: string | null;
                                additionalDoc2: string | null;
                                additionalDoc3: string | null;
                                agentEmail: string | null;
                                agentLinkInactive: boolean;
                                agentName: string | null;
                                amountRequested: number | null;
                                applicationId: string;
                                assigneeId: string | null;
                                assigneeUsername: string | null;
                                averageMonthlyDepositsCents: number | null;
                                averageMonthlyRevenue?: number | null;
                                bankStatement1: string | null;
                                bankStatement2: string | null;
                                bankStatement3: string | null;
                                bankStatement4: string | null;
                                businessCity: string;
                                businessName: string;
                                businessPhone: string;
                                /** @enum {string} */
                                businessState: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                                businessStreet1: string;
                                businessStreet2: string;
                                businessZipCode: string;
                                createdAt: string;
                                dba: string;
                                decision: {
                                    approvedAmount: number | null;
                                    approvedAt: string | null;
                                    declineNote: string | null;
                                    /** @enum {string|null} */
                                    declineReason: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other" | null;
                                    fundedAmount: number | null;
                                    fundingDate: string | null;
                                    /** @enum {string|null} */
                                    withdrawnBy: "applicant" | "agent" | "provider" | null;
                                };
                                duplicates: {
                                    applicationId: string;
                                    createdAt: string;
                                    matchedOn: ("ein" | "ssn" | "phone" | "email")[];
                                }[];
                                ein: string | "[disposed]";
                                emailSent?: boolean;
                                /** @enum {string} */
                                emailStatus: "pending" | "processing" | "done" | "failed";
                                /** @enum {string} */
                                entityType: "llc" | "corporation" | "partnership" | "sole-proprietorship" | "other";
                                hasOpenAdvances: ("yes" | "no") | "";
                                hasSecondOwner: boolean;
                                id: string;
                                industry: ("retail" | "restaurants" | "construction" | "healthcare" | "transportation" | "professional-services" | "manufacturing" | "wholesale" | "auto-services" | "beauty-wellness" | "hospitality" | "other") | "";
                                lastActivityAt: string;
                                openAdvancesCount?: number | null;
                                owner1City: string;
                                owner1DateOfBirth: "" | "**/**/****" | "[disposed]";
                                owner1Email: string;
                                owner1FicoScore?: number | null;
                                owner1FirstName: string;
                                owner1LastName: string;
                                owner1MobilePhone: string;
                                owner1OwnershipPercentage: number;
                                owner1Ssn: string | "[disposed]";
                                owner1State: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "[disposed]";
                                owner1Street1: string;
                                owner1Street2: string;
                                owner1ZipCode: string;
                                owner2City: string;
                                owner2DateOfBirth: "" | "**/**/****" | "[disposed]";
                                owner2Email: string;
                                owner2FicoScore?: number | null;
                                owner2FirstName: string;
                                owner2LastName: string;
                                owner2MobilePhone: string;
                                owner2OwnershipPercentage?: number | null;
                                owner2Ssn: string | "[disposed]";
                                owner2State: string;
                                owner2Street1: string;
                                owner2Street2: string;
                                owner2ZipCode: string;
                                ownerSignature: string;
                                partnerSignature: string;
                                pdfGenerated?: boolean;
                                /** @enum {string} */
                                pdfStatus: "pending" | "processing" | "done" | "failed";
                                processingErrors: string[];
                                processingTimeMs: number | null;
                                /** @enum {string} */
                                reviewStatus: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                                reviewStatusChangedAt: string | null;
                                signatureDate: string;
                                /** @enum {string} */
                                stateOfOrganization: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                                /** @enum {string} */
                                timeInBusiness: "0-1" | "1-2" | "2-5" | "5+";
                                useOfFunds: ("working-capital" | "inventory" | "equipment" | "expansion" | "payroll" | "refinancing" | "other") | "";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application in full, with its documents and notes (the view is audited) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptTerms: boolean;
                            additionalDoc1: string | null;
                            additionalDoc2: string | null;
                            additionalDoc3: string | null;
                            agentEmail: string | null;
                            agentId: string | null;
                            agentLinkInactive: boolean;
                            agentName: string | null;
                            amountRequested: number | null;
                            applicationId: string;
                            assigneeId: string | null;
                            assigneeUsername: string | null;
                            averageMonthlyDepositsCents: number | null;
                            averageMonthlyRevenue?: number | null;
                            bankStatement1: string | null;
                            bankStatement2: string | null;
                            bankStatement3: string | null;
                            bankStatement4: string | null;
                            businessCity: string;
                            businessName: string;
                            businessPhone: string;
                            /** @enum {string} */
                            businessState: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            businessStreet1: string;
                            businessStreet2: string;
                            businessZipCode: string;
                            createdAt: string;
                            dba: string;
                            decision: {
                                approvedAmount: number | null;
                                approvedAt: string | null;
                                declineNote: string | null;
                                /** @enum {string|null} */
                                declineReason: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other" | null;
                                fundedAmount: number | null;
                                fundingDate: string | null;
                                /** @enum {string|null} */
                                withdrawnBy: "applicant" | "agent" | "provider" | null;
                            };
                            documents: {
                                contentType: string;
                                fileName: string;
                                sizeBytes: number;
                                /** @enum {string} */
                                slot: "bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3";
                            }[];
                            duplicates: {
                                applicationId: string;
                                createdAt: string;
                                matchedOn: ("ein" | "ssn" | "phone" | "email")[];
                            }[];
                            ein: string | "[disposed]";
                            emailSent?: boolean;
                            /** @enum {string} */
                            emailStatus: "pending" | "processing" | "done" | "failed";
                            /** @enum {string} */
                            entityType: "llc" | "corporation" | "partnership" | "sole-proprietorship" | "other";
                            hasOpenAdvances: ("yes" | "no") | "";
                            hasSecondOwner: boolean;
                            id: string;
                            industry: ("retail" | "restaurants" | "construction" | "healthcare" | "transportation" | "professional-services" | "manufacturing" | "wholesale" | "auto-services" | "beauty-wellness" | "hospitality" | "other") | "";
                            lastActivityAt: string;
                            notes: {
                                authorId: string | null;
                                authorUsername: string | null;
                                createdAt: string;
                                id: number;
                                text: string;
                            }[];
                            openAdvancesCount?: number | null;
                            owner1City: string;
                            owner1DateOfBirth: "" | "**/**/****" | "[disposed]";
                            owner1Email: string;
                            owner1FicoScore?: number | null;
                            owner1FirstName: string;
                            owner1LastName: string;
                            owner1MobilePhone: string;
                            owner1OwnershipPercentage: number;
                            owner1Ssn: string | "[disposed]";
                            owner1State: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "[disposed]";
                            owner1Street1: string;
                            owner1Street2: string;
                            owner1ZipCode: string;
                            owner2City: string;
                            owner2DateOfBirth: "" | "**/**/****" | "[disposed]";
                            owner2Email: string;
                            owner2FicoScore?: number | null;
                            owner2FirstName: string;
                            owner2LastName: string;
                            owner2MobilePhone: string;
                            owner2OwnershipPercentage?: number | null;
                            owner2Ssn: string | "[disposed]";
                            owner2State: string;
                            owner2Street1: string;
                            owner2Street2: string;
                            owner2ZipCode: string;
                            ownerSignature: string;
                            partnerSignature: string;
                            pdfGenerated?: boolean;
                            pdfSizeBytes: number | null;
                            /** @enum {string} */
                            pdfStatus: "pending" | "processing" | "done" | "failed";
                            processingErrors: string[];
                            processingTimeMs: number | null;
                            retention: {
                                disposalDueAt: string | null;
                                disposedAt: string | null;
                                legalHold: {
                                    placedAt: string;
                                    placedBy: string | null;
                                    reason: string;
                                } | null;
                            };
                            /** @enum {string} */
                            reviewStatus: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                            reviewStatusChangedAt: string | null;
                            signatureDate: string;
                            /** @enum {string} */
                            stateOfOrganization: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            /** @enum {string} */
                            timeInBusiness: "0-1" | "1-2" | "2-5" | "5+";
                            useOfFunds: ("working-capital" | "inventory" | "equipment" | "expansion" | "payroll" | "refinancing" | "other") | "";
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an application with its documents, PDF and queued work */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign the application to an active admin, or remove the assignment (null; audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assigneeId: string | null;
                    };
                };
            };
            responses: {
                /** @description The assignment is changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assigneeId: string | null;
                            assigneeUsername: string | null;
                            decision: {
                                approvedAmount: number | null;
                                approvedAt: string | null;
                                declineNote: string | null;
                                /** @enum {string|null} */
                                declineReason: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other" | null;
                                fundedAmount: number | null;
                                fundingDate: string | null;
                                /** @enum {string|null} */
                                withdrawnBy: "applicant" | "agent" | "provider" | null;
                            };
                            lastActivityAt: string;
                            message: string;
                            /** @enum {string} */
                            reviewStatus: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                            reviewStatusChangedAt: string | null;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/disposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dispose of the application's personal data and documents now, with a reason: an applicant's deletion request (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The personal data and documents are disposed of */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            retention: {
                                disposalDueAt: string | null;
                                disposedAt: string | null;
                                legalHold: {
                                    placedAt: string;
                                    placedBy: string | null;
                                    reason: string;
                                } | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/document-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's document requests, newest first, with their state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                createdAt: string;
                                emailedAt: string | null;
                                expiresAt: string;
                                fulfilledAt: string | null;
                                id: string;
                                message: string;
                                receivedSlots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                                requestedBy: string | null;
                                slots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                                /** @enum {string} */
                                state: "sent" | "fulfilled" | "expired" | "cancelled";
                            }[];
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask owner 1 for documents: e-mails a link that accepts exactly the chosen slots */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        slots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                    };
                };
            };
            responses: {
                /** @description The request; the mail step sends the link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            emailedAt: string | null;
                            expiresAt: string;
                            fulfilledAt: string | null;
                            id: string;
                            message: string;
                            receivedSlots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                            requestedBy: string | null;
                            slots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                            /** @enum {string} */
                            state: "sent" | "fulfilled" | "expired" | "cancelled";
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/document-requests/{requestId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an open request: its links stop working and no reminder goes out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request, cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            emailedAt: string | null;
                            expiresAt: string;
                            fulfilledAt: string | null;
                            id: string;
                            message: string;
                            receivedSlots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                            requestedBy: string | null;
                            slots: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                            /** @enum {string} */
                            state: "sent" | "fulfilled" | "expired" | "cancelled";
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/documents/{slot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One uploaded document, as the applicant sent it */
        get: {
            parameters: {
                query?: {
                    /** @description `true`: save as a file instead of showing it in the tab */
                    download?: string;
                    /** @description The single-use token of a download link */
                    token?: string;
                };
                header?: never;
                path: {
                    applicationId: string;
                    slot: "bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document (audited) */
                200: {
                    headers: {
                        /** @description `inline` (shown in a sandbox) or, with `download=true`, `attachment`; the file name */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/download-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use link to the PDF or one document, for a browser tab (viewers: only when VIEWER_DOWNLOADS allows, and the PDF as its masked summary) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        download?: boolean;
                        /**
                         * @default pdf
                         * @enum {string}
                         */
                        file?: "pdf" | "bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3";
                    };
                };
            };
            responses: {
                /** @description Open `url` once, before `expiresAt` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/download-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The generated application PDF */
        get: {
            parameters: {
                query?: {
                    /** @description `true`: save as a file instead of showing it in the tab */
                    download?: string;
                    /** @description The single-use token of a download link */
                    token?: string;
                };
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (audited) */
                200: {
                    headers: {
                        /** @description `inline` (shown in a sandbox) or, with `download=true`, `attachment`; the file name */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/legal-hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Place or lift a legal hold, with a reason: a held application is never disposed of (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        held: boolean;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The hold is placed or lifted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            retention: {
                                disposalDueAt: string | null;
                                disposedAt: string | null;
                                legalHold: {
                                    placedAt: string;
                                    placedBy: string | null;
                                    reason: string;
                                } | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (audited without its text) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The note is added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            note: {
                                authorId: string | null;
                                authorUsername: string | null;
                                createdAt: string;
                                id: number;
                                text: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the failed processing steps again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The failed steps are queued again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            retried: ("pdf" | "mail")[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SSN, EIN and dates of birth in full, with the reason why (admins; audited with the reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The values in full */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ein: string;
                            owner1DateOfBirth: string;
                            owner1Ssn: string;
                            owner2DateOfBirth: string;
                            owner2Ssn: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/review-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move the review status (only along the allowed transitions), with what the decision records (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approvedAmount?: number | string | null;
                        declineNote?: string;
                        /** @enum {string} */
                        declineReason?: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other";
                        /** @enum {string} */
                        from?: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                        fundedAmount?: number | string | null;
                        fundingDate?: string;
                        /** @enum {string} */
                        status: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                        /** @enum {string} */
                        withdrawnBy?: "applicant" | "agent" | "provider";
                    };
                };
            };
            responses: {
                /** @description The status is changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assigneeId: string | null;
                            assigneeUsername: string | null;
                            decision: {
                                approvedAmount: number | null;
                                approvedAt: string | null;
                                declineNote: string | null;
                                /** @enum {string|null} */
                                declineReason: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other" | null;
                                fundedAmount: number | null;
                                fundingDate: string | null;
                                /** @enum {string|null} */
                                withdrawnBy: "applicant" | "agent" | "provider" | null;
                            };
                            lastActivityAt: string;
                            message: string;
                            /** @enum {string} */
                            reviewStatus: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                            reviewStatusChangedAt: string | null;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was read in the bank statements: per statement its check, figures and transactions; the recurring debits (positions) and the figures across them. Only a `reconciled` statement is a fact; `status` is `pending` while an uploaded statement is still unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The analysis */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recurringDebits: {
                                    amountCents: number;
                                    /** @enum {string} */
                                    cadence: "daily" | "weekly" | "monthly";
                                    count: number;
                                    description: string;
                                }[];
                                statements: {
                                    accountLast4: string | null;
                                    averageDailyBalanceCents: number | null;
                                    bankName: string | null;
                                    /** @enum {string} */
                                    check: "reconciled" | "unreconciled" | "scanned" | "not_a_statement";
                                    checkReason: string | null;
                                    closingBalanceCents: number | null;
                                    depositCount: number | null;
                                    depositsCents: number | null;
                                    fileName: string;
                                    lowestBalanceCents: number | null;
                                    negativeDays: number | null;
                                    nsfCount: number | null;
                                    openingBalanceCents: number | null;
                                    periodEnd: string | null;
                                    periodStart: string | null;
                                    /** @enum {string} */
                                    slot: "bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3";
                                    transactions: {
                                        amountCents: number;
                                        balanceCents: number | null;
                                        date: string;
                                        description: string;
                                    }[];
                                    withdrawalCount: number | null;
                                    withdrawalsCents: number | null;
                                }[];
                                /** @enum {string} */
                                status: "pending" | "done";
                                summary: {
                                    averageDailyBalanceCents: number | null;
                                    averageMonthlyDepositsCents: number | null;
                                    months: number;
                                    negativeDays: number | null;
                                    nsfCount: number | null;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{applicationId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of an application, newest first: when, who (a staff username, `Applicant`, `Agent` or `System`) and what (a kind and a short text), at most `limit` entries. No personal data: e-mails by kind and recipient role only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                at: string;
                                /** @enum {string} */
                                kind: "submitted" | "agent_link_inactive" | "processing_step" | "processing_retrying" | "processing_failed" | "processing_restarted" | "email_sent" | "review_status_change" | "assignment" | "note_added" | "document_request_made" | "document_request_emailed" | "document_request_reminded" | "document_request_cancelled" | "document_request_fulfilled" | "document_request_expired" | "documents_uploaded" | "download" | "personal_data_reveal" | "legal_hold" | "personal_data_disposed";
                                text: string;
                                who: string;
                            }[];
                            limit: number;
                            truncated: boolean;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/bulk/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign several applications to one admin, or remove their assignments (each audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                        assigneeId: string | null;
                    };
                };
            };
            responses: {
                /** @description What happened to each application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            results: {
                                applicationId: string;
                                changed: boolean;
                                message: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/bulk/review-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move several applications to one review status (each from where it is; each audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                        declineNote?: string;
                        /** @enum {string} */
                        declineReason?: "revenue" | "credit" | "stacking" | "time-in-business" | "industry" | "documents" | "duplicate" | "other";
                        /** @enum {string} */
                        status: "in_review" | "missing_documents" | "declined" | "withdrawn";
                        /** @enum {string} */
                        withdrawnBy?: "applicant" | "agent" | "provider";
                    };
                };
            };
            responses: {
                /** @description What happened to each application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            results: {
                                applicationId: string;
                                changed: boolean;
                                message: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every application the list filters match, as CSV (SSN and EIN masked; admins only; audited) */
        get: {
            parameters: {
                query?: {
                    assignee?: ("me" | "none") | string;
                    minMonthlyDeposits?: number;
                    reviewStatus?: "new" | "in_review" | "missing_documents" | "approved" | "declined" | "funded" | "withdrawn";
                    search?: string;
                    sort?: "newest" | "oldest" | "amount-high" | "amount-low" | "activity-recent" | "activity-oldest" | "business-az" | "business-za";
                    state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    status?: "processing" | "complete" | "failed";
                    view?: "my-queue" | "new-unassigned" | "missing-documents-stale";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV (UTF-8 with BOM), one line per application, in the order of the list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff an application can be assigned to: active admins and super admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The staff, by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignees: {
                                id: string;
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the audit trail, newest first, filtered by person, action, application and days in a time zone (super admins only) */
        get: {
            parameters: {
                query?: {
                    action?: "login" | "login_failed" | "logout" | "password_change" | "application_view" | "application_delete" | "application_retry" | "pdf_download" | "document_download" | "agent_create" | "agent_update" | "agent_delete" | "admin_user_create" | "admin_user_update" | "admin_user_delete" | "second_factor_enrol" | "second_factor_disable" | "second_factor_reset" | "second_factor_failed" | "recovery_codes_regenerate" | "review_status_change" | "assignee_change" | "note_add" | "applications_export" | "document_request_create" | "document_request_cancel" | "document_request_upload" | "personal_data_reveal" | "application_dispose" | "legal_hold_place" | "legal_hold_lift" | "audit_log_export";
                    actorId?: string;
                    applicationId?: string;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    timeZone?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                /** @enum {string} */
                                action: "login" | "login_failed" | "logout" | "password_change" | "application_view" | "application_delete" | "application_retry" | "pdf_download" | "document_download" | "agent_create" | "agent_update" | "agent_delete" | "admin_user_create" | "admin_user_update" | "admin_user_delete" | "second_factor_enrol" | "second_factor_disable" | "second_factor_reset" | "second_factor_failed" | "recovery_codes_regenerate" | "review_status_change" | "assignee_change" | "note_add" | "applications_export" | "document_request_create" | "document_request_cancel" | "document_request_upload" | "personal_data_reveal" | "application_dispose" | "legal_hold_place" | "legal_hold_lift" | "audit_log_export";
                                actorId: string | null;
                                actorUsername: string | null;
                                applicationId: string | null;
                                createdAt: string;
                                detail: {
                                    [key: string]: unknown;
                                } | null;
                                id: number;
                                ip: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered trail as CSV, newest first, at most 100,000 entries (super admins only; audited) */
        get: {
            parameters: {
                query?: {
                    action?: "login" | "login_failed" | "logout" | "password_change" | "application_view" | "application_delete" | "application_retry" | "pdf_download" | "document_download" | "agent_create" | "agent_update" | "agent_delete" | "admin_user_create" | "admin_user_update" | "admin_user_delete" | "second_factor_enrol" | "second_factor_disable" | "second_factor_reset" | "second_factor_failed" | "recovery_codes_regenerate" | "review_status_change" | "assignee_change" | "note_add" | "applications_export" | "document_request_create" | "document_request_cancel" | "document_request_upload" | "personal_data_reveal" | "application_dispose" | "legal_hold_place" | "legal_hold_lift" | "audit_log_export";
                    actorId?: string;
                    applicationId?: string;
                    from?: string;
                    timeZone?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV (UTF-8 with BOM): when, person, action, application, details, address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone the trail names as having acted, by name, for the person filter (super admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            people: {
                                actorId: string;
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/enter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link: exchanged for the view's cookie, then on to the board */
        get: {
            parameters: {
                query?: {
                    /** @description The token of a link from `POST /api/admin/queues/link` */
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the board, with the view's cookie (a page, not part of this API) */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`); a page when a browser opens the link */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                        "text/html": string;
                    };
                };
                /** @description The signed-in role does not allow this; a page when a browser opens the link */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use link that opens the queue view in a tab (super admins only, 60 s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Open `url` once, before `expiresAt` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin's second factor: on or off, recovery codes left, required or not */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            enabledAt: string | null;
                            recoveryCodesLeft: number;
                            required: boolean;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the second factor off (needs a current code; not where it is required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Off */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator key (needs the password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                    };
                };
            };
            responses: {
                /** @description The key and its QR code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            issuer: string;
                            otpauthUri: string;
                            qrCode: string;
                            secret: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The key's first code: the second factor is on and the other sessions end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description On; `token` is this session's new one */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recoveryCodes: string[];
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes instead of the old ones (needs a current code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The new codes, shown once */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            recoveryCodes: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin user (super admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The users, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            lastLogin: string | null;
                            /** @enum {string} */
                            role: "super_admin" | "admin" | "viewer";
                            /** @default false */
                            secondFactorEnabled: boolean;
                            username: string;
                        }[];
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an admin user (super admins only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        /**
                         * @default admin
                         * @enum {string}
                         */
                        role?: "admin" | "viewer";
                        username: string;
                    };
                };
            };
            responses: {
                /** @description The new user */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            lastLogin: string | null;
                            /** @enum {string} */
                            role: "super_admin" | "admin" | "viewer";
                            /** @default false */
                            secondFactorEnabled: boolean;
                            username: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's e-mail, role or active flag (not one's own role or flag) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        isActive?: boolean;
                        /** @enum {string} */
                        role?: "super_admin" | "admin" | "viewer";
                    };
                };
            };
            responses: {
                /** @description The user as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            lastLogin: string | null;
                            /** @enum {string} */
                            role: "super_admin" | "admin" | "viewer";
                            /** @default false */
                            secondFactorEnabled: boolean;
                            username: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an admin user (not oneself) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove another user's second factor and end their sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The signed-in role does not allow this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's own password; every other session ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Changed; `token` is this session's new one */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent of a referral link, by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An active agent's name, e-mail and phone; a deactivated agent's id only (the link still credits them) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: string;
                            /** @enum {boolean} */
                            isActive: true;
                            name: string;
                            phone: string | null;
                        } | {
                            id: string;
                            /** @enum {boolean} */
                            isActive: false;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/by-slug/{agentSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent of a referral link, by its slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    agentSlug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An active agent's name, e-mail and phone; a deactivated agent's id only (the link still credits them) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: string;
                            /** @enum {boolean} */
                            isActive: true;
                            name: string;
                            phone: string | null;
                        } | {
                            id: string;
                            /** @enum {boolean} */
                            isActive: false;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an application with its documents
         * @description Answers once the application is stored and its processing queued. With an `Idempotency-Key`, a retry of the same submission answers 200 with the first application id.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description Additional Document 1
                         */
                        additionalDoc1?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Additional Document 2
                         */
                        additionalDoc2?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Additional Document 3
                         */
                        additionalDoc3?: string | unknown | unknown | unknown;
                        /** @description The referring agent's id (a UUID); one that names no agent is ignored, a deactivated agent's is credited and flagged */
                        agentId?: string;
                        /**
                         * Format: binary
                         * @description Bank Statement (Most Recent Month)
                         */
                        bankStatement1?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (2nd Most Recent Month)
                         */
                        bankStatement2?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (3rd Most Recent Month)
                         */
                        bankStatement3?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (4th Most Recent Month)
                         */
                        bankStatement4?: string | unknown | unknown | unknown;
                        /** @description The application as JSON, checked with `applicationSchema` of the contracts */
                        data: string;
                    };
                };
            };
            responses: {
                /** @description A retry of a stored submission (same key and data) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationId: string;
                        };
                    };
                };
                /** @description The application is stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicationId: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The upload stalled or took too long; nothing was saved */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description A service behind the API is down; nothing was saved */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username and password
         * @description Answers with a session (`data.token`), or, when the account uses a second factor (or must set one up), with a short-lived `secondFactor.challenge` for `/api/auth/second-factor/*`. Errors here carry `success: false` besides the usual body.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Signed in, or the second step is next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: {
                                    createdAt: string;
                                    email: string;
                                    id: string;
                                    isActive: boolean;
                                    lastLogin: string | null;
                                    /** @enum {string} */
                                    role: "super_admin" | "admin" | "viewer";
                                    /** @default false */
                                    secondFactorEnabled: boolean;
                                    username: string;
                                };
                            };
                            message: string;
                            success: boolean;
                        } | {
                            message: string;
                            secondFactor: {
                                challenge: string;
                                expiresAt: string;
                                /** @enum {string} */
                                step: "verify" | "enrol";
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: every one of the user's sessions ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second factor is required and not set up yet: a new authenticator key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                    };
                };
            };
            responses: {
                /** @description The key and its QR code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            issuer: string;
                            otpauthUri: string;
                            qrCode: string;
                            secret: string;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The new key's first code: signed in, with recovery codes shown once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: {
                                    createdAt: string;
                                    email: string;
                                    id: string;
                                    isActive: boolean;
                                    lastLogin: string | null;
                                    /** @enum {string} */
                                    role: "super_admin" | "admin" | "viewer";
                                    /** @default false */
                                    secondFactorEnabled: boolean;
                                    username: string;
                                };
                            };
                            message: string;
                            recoveryCodes: string[];
                            success: boolean;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The resource is not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step of a sign-in: a code from the authenticator app, or a recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: {
                                    createdAt: string;
                                    email: string;
                                    id: string;
                                    isActive: boolean;
                                    lastLogin: string | null;
                                    /** @enum {string} */
                                    role: "super_admin" | "admin" | "viewer";
                                    /** @default false */
                                    secondFactorEnabled: boolean;
                                    username: string;
                                };
                            };
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is not sent as JSON (`Content-Type: application/json`, UTF-8) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the session is still valid, with its user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Valid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            permissions: {
                                downloadFiles: boolean;
                                revealPersonalData: boolean;
                            };
                            success: boolean;
                            user: {
                                createdAt: string;
                                email: string;
                                id: string;
                                isActive: boolean;
                                lastLogin: string | null;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "viewer";
                                /** @default false */
                                secondFactorEnabled: boolean;
                                username: string;
                            };
                        };
                    };
                };
                /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Postgres, Redis and storage answer too */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready for traffic */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencies: {
                                [key: string]: "up" | "down";
                            };
                            ready: boolean;
                        };
                    };
                };
                /** @description A dependency does not answer */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencies: {
                                [key: string]: "up" | "down";
                            };
                            ready: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-links/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document request's upload page: the business name, the message and the slots
         * @description The link from the e-mail carries its token in the fragment; the page sends it as `Authorization: Bearer <token>`. Rate limited per link and per client address.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    authorization: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request (also when expired or fulfilled: see `state`) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            businessName: string;
                            expiresAt: string;
                            message: string;
                            slots: {
                                label: string;
                                received: boolean;
                                /** @enum {string} */
                                slot: "bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3";
                            }[];
                            /** @enum {string} */
                            state: "sent" | "fulfilled" | "expired" | "cancelled";
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-links/current/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload requested documents through a document request link
         * @description Multipart, one file per requested slot (bankStatement1-4, additionalDoc1-3), checked as at submission. Slots the link did not ask for, or already received, are refused.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    authorization: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description Additional Document 1 (only when the request asks for it)
                         */
                        additionalDoc1?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Additional Document 2 (only when the request asks for it)
                         */
                        additionalDoc2?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Additional Document 3 (only when the request asks for it)
                         */
                        additionalDoc3?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (Most Recent Month) (only when the request asks for it)
                         */
                        bankStatement1?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (2nd Most Recent Month) (only when the request asks for it)
                         */
                        bankStatement2?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (3rd Most Recent Month) (only when the request asks for it)
                         */
                        bankStatement3?: string | unknown | unknown | unknown;
                        /**
                         * Format: binary
                         * @description Bank Statement (4th Most Recent Month) (only when the request asks for it)
                         */
                        bankStatement4?: string | unknown | unknown | unknown;
                    };
                };
            };
            responses: {
                /** @description The files are stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fulfilled: boolean;
                            message: string;
                            received: ("bankStatement1" | "bankStatement2" | "bankStatement3" | "bankStatement4" | "additionalDoc1" | "additionalDoc2" | "additionalDoc3")[];
                        };
                    };
                };
                /** @description The input is refused: `message` says why, `fields` gives the first message per field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Nothing of that name */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The upload stalled or took too long; nothing was saved */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The link has expired or has done its job */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The body is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description A service behind the API is down; nothing was saved */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: string;
                            fields?: {
                                [key: string]: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
